/*
| Languages of the site (spec §1, §2): every page lives under /ru or /en.
*/

export const LOCALES = ['ru', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ru'

/** spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = '365d'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locale prefix of a path (`/en/news`, `/en?tab=1` → en), or null. */
export function localeOfPath(path: string): Locale | null {
  const first = path.split(/[/?#]/)[1]
  return isLocale(first) ? first : null
}

/**
 * Resolution order of spec §2: the path prefix, then the cookie, then the
 * best Accept-Language match, then Russian.
 */
export function resolveLocale(input: {
  path: string
  cookie?: string | null
  acceptLanguage?: Locale | null
}): Locale {
  return (
    localeOfPath(input.path) ??
    (isLocale(input.cookie) ? input.cookie : null) ??
    input.acceptLanguage ??
    DEFAULT_LOCALE
  )
}

/** Prefixes a path without language: `/store` → `/en/store`, `/` → `/en`, `/?a=1` → `/en?a=1`. */
export function localizedPath(locale: string, path: string): string {
  if (path === '' || path === '/') return `/${locale}`
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`
  return `/${locale}${path}`
}

/** The same page in another language: swaps or adds the locale prefix. */
export function switchPathLocale(path: string, locale: Locale): string {
  const current = localeOfPath(path)
  return current ? `/${locale}${path.slice(current.length + 1)}` : localizedPath(locale, path)
}
