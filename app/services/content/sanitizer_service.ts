import sanitizeHtml from 'sanitize-html'
import { youtubeId } from '#domain/content/embeds'
import { isOwnImageUrl } from '#domain/content/documents'

/**
 * Document HTML as stored (spec: sanitised on save with an allow-list):
 * text structure, links to http(s), mail and site paths, images only from
 * our own re-encoded uploads, and YouTube videos through the no-cookie
 * player. No script, style, event handler, or javascript:/data: URL survives.
 */
export default class SanitizerService {
  /** `imagePrefixes`: URL beginnings of our uploads (the drive disk's public URL). */
  sanitize(html: string, imagePrefixes: readonly string[]): string {
    const isOwnImage = (src: string) => isOwnImageUrl(src, imagePrefixes)

    return sanitizeHtml(html, {
      allowedTags: [
        'p',
        'br',
        'hr',
        'h2',
        'h3',
        'h4',
        'strong',
        'b',
        'em',
        'i',
        's',
        'u',
        'code',
        'pre',
        'blockquote',
        'ul',
        'ol',
        'li',
        'a',
        'img',
        'figure',
        'figcaption',
        'div',
        'iframe',
      ],
      allowedAttributes: {
        a: ['href', 'target', 'rel'],
        img: ['src', 'alt', 'width', 'height'],
        ol: ['start'],
        div: ['data-youtube-video'],
        iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
      },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesByTag: { img: ['http', 'https'] },
      allowProtocolRelative: false,
      allowedIframeHostnames: ['www.youtube-nocookie.com'],
      disallowedTagsMode: 'discard',
      transformTags: {
        a: (tagName, attribs) => {
          const external = /^https?:/i.test(attribs.href ?? '')
          const out: Record<string, string> = {}
          if (attribs.href) out.href = attribs.href
          if (external) {
            out.target = '_blank'
            out.rel = 'noopener noreferrer nofollow'
          }
          return { tagName, attribs: out }
        },
        iframe: (tagName, attribs): sanitizeHtml.Tag => {
          const id = youtubeId(attribs.src ?? '')
          return id
            ? {
                tagName,
                attribs: {
                  src: `https://www.youtube-nocookie.com/embed/${id}`,
                  width: '640',
                  height: '360',
                  allowfullscreen: 'true',
                  title: 'YouTube',
                },
              }
            : { tagName, attribs: {} }
        },
      },
      // Images not of our uploads and embeds not of YouTube go entirely.
      exclusiveFilter: (frame) =>
        (frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? '')) ||
        (frame.tag === 'iframe' && !frame.attribs.src),
    }).trim()
  }
}
