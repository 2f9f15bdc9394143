/*
| Redirect targets built from a request path (spec §2 guards, zero-width
| redirects, return paths after login) are made here, so a crafted link
| cannot bounce a player to another site after any rewrite.
*/

const MAX_LENGTH = 2048
const BASE = 'http://origin.invalid'

/** Browsers read a path opening with two or more of `/` and `\` as `//host`. */
const LEADING_SEPARATORS = /^[/\\]{2,}/
const PROTOCOL_RELATIVE = /^[/\\]{2}/

/** Control characters (tabs, newlines) are dropped by URL parsers and can smuggle a host. */
function isControl(char: string) {
  return char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f
}

/** The normalized path, query and hash of a value read on this site, or null for another origin. */
function normalize(value: string): string | null {
  try {
    const url = new URL(value, BASE)
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/**
 * Any string made into a path on this site, for redirects that rewrite a
 * request path: control characters dropped, leading separators collapsed
 * before and after normalization (dot segments can produce `//host`), any
 * other origin → `/`.
 */
export function sameOriginPath(value: string): string {
  const collapse = (path: string) => path.replace(LEADING_SEPARATORS, '/')
  const visible = [...value].filter((char) => !isControl(char)).join('')
  return collapse(normalize(collapse(visible)) ?? '/')
}

/** The path itself when it is a safe same-origin path, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (!value.startsWith('/') || PROTOCOL_RELATIVE.test(value)) return null
  if ([...value].some(isControl)) return null
  const path = normalize(value)
  // Dot segments can normalize into `//host` (`/a/../..//host`): check the result too.
  return path === null || PROTOCOL_RELATIVE.test(path) ? null : path
}
