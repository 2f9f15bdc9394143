/*
| Return paths after login (spec §2 guards). Only same-origin relative paths
| are kept, so a crafted link cannot bounce a player to another site.
*/

const MAX_LENGTH = 2048

/** The path itself when it is a safe same-origin path, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (!value.startsWith('/')) return null
  // `//host` and `/\host` are protocol-relative URLs in browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  // Control characters (tabs, newlines) are dropped by URL parsers and can smuggle a host.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null
  try {
    const url = new URL(value, 'http://origin.invalid')
    if (url.origin !== 'http://origin.invalid') return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can normalize into `//host` (`/a/../..//host`): check the result too.
    return /^\/[/\\]/.test(path) ? null : path
  } catch {
    return null
  }
}
