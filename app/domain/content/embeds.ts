/*
| What the editor's link and video dialogs accept, and what the sanitiser
| keeps of an embed: the same rules on both sides (spec §5: safe video
| embeds, no javascript: or data: URLs).
*/

/** YouTube video ids: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[\w-]{11}$/

function parse(src: string): URL | null {
  try {
    return new URL(src.trim())
  } catch {
    return null
  }
}

/**
 * The video id of an https YouTube watch, short or embed URL (youtube.com,
 * youtu.be, youtube-nocookie.com; `www.` or `m.` ignored), or null.
 */
export function youtubeId(src: string): string | null {
  const url = parse(src)
  if (url?.protocol !== 'https:') return null
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname.startsWith('/embed/')
      ? url.pathname.slice('/embed/'.length)
      : url.searchParams.get('v')
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The address the editor links to: an absolute http(s) URL with a host, or null. */
export function webLink(href: string): string | null {
  const url = parse(href)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null
  return url.href
}
