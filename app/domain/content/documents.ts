/*
| Documents (spec §3): one shape for news, mods and server pages, plus the
| staff-edited pages (rules, privacy, public offer). Pure rules shared by
| the server and the pages.
*/

/** spec §3 targets; `pages` holds the rules, privacy and offer documents. */
export const DOCUMENT_TARGETS = ['news', 'mods', 'servers', 'pages'] as const
export type DocumentTarget = (typeof DOCUMENT_TARGETS)[number]

/** Targets staff create new documents in (spec §2 `/{target}/create`). */
export const CREATABLE_TARGETS = ['news', 'mods', 'servers'] as const
export type CreatableTarget = (typeof CREATABLE_TARGETS)[number]

/** The fixed pages documents of target `pages`, by slug. */
export const PAGE_SLUGS = { rules: 'rules', privacy: 'privacy', offer: 'public-offer' } as const

/** spec §3 colorScheme; blue by default. */
export const COLOR_SCHEMES = ['blue', 'purple', 'green', 'orange', 'red', 'cyan'] as const
export type ColorScheme = (typeof COLOR_SCHEMES)[number]

export const DOCUMENT_LANGUAGES = ['ru', 'en'] as const
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]

/** A slug: lower-case Latin letters, digits and single hyphens, 2–96 long. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A mod tag: lower-case letters (Latin or Cyrillic), digits and hyphens, 2–32 long. */
export const TAG_PATTERN = /^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u

export const LIST_PER_PAGE = 12
export const MAX_PER_PAGE = 50

/** The read stopwatch counts at most this many seconds per beacon (a tab left open). */
export const MAX_READ_SECONDS = 1800

type Translated = { ru: string | null; en: string | null }

/**
 * Which language of a document to show in `locale`: its own when written,
 * else the other (spec: a missing translation falls back with a notice).
 */
export function documentLanguage(
  title: Translated,
  locale: string
): { language: DocumentLanguage; fallback: boolean } {
  const wanted: DocumentLanguage = locale === 'en' ? 'en' : 'ru'
  const other: DocumentLanguage = wanted === 'en' ? 'ru' : 'en'
  if (title[wanted]) return { language: wanted, fallback: false }
  return title[other] ? { language: other, fallback: true } : { language: wanted, fallback: false }
}

/** A slug made from a title: Cyrillic transliterated, everything else folded to hyphens. */
export function slugify(text: string): string {
  const map: Record<string, string> = {
    а: 'a',
    б: 'b',
    в: 'v',
    г: 'g',
    д: 'd',
    е: 'e',
    ё: 'e',
    ж: 'zh',
    з: 'z',
    и: 'i',
    й: 'y',
    к: 'k',
    л: 'l',
    м: 'm',
    н: 'n',
    о: 'o',
    п: 'p',
    р: 'r',
    с: 's',
    т: 't',
    у: 'u',
    ф: 'f',
    х: 'h',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'sch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  }
  // Cyrillic first: decomposing would strip the breve of й before it is read.
  return text
    .toLowerCase()
    .replace(/[а-яё]/g, (letter) => map[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '')
}

/** spec §5: the launcher opens on a server through this deep link. */
export function launcherPlayLink(serverSlug: string) {
  return `technomagic://play/${encodeURIComponent(serverSlug)}`
}

/** Page count of a list: at least one page, so an empty list still has page 1. */
export function lastPage(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The reading page of a document: its route name and params (the staff pages have fixed routes). */
export function documentRoute(target: DocumentTarget, slug: string) {
  if (target === 'pages') {
    const route =
      slug === PAGE_SLUGS.privacy
        ? 'content.privacy.show'
        : slug === PAGE_SLUGS.offer
          ? 'content.offer.show'
          : 'content.rules.show'
    return { route, params: {} as Record<string, string> }
  }
  return { route: `content.${target}.show`, params: { slug } as Record<string, string> }
}

/** The list page a target's documents are on (server pages: the servers list). */
export function documentListRoute(target: DocumentTarget) {
  if (target === 'news') return 'content.news.index'
  if (target === 'mods') return 'content.mods.index'
  return target === 'servers' ? 'network.servers.index' : 'platform.home.show'
}

/** The accent of each colorScheme: document covers and rims. */
export const SCHEME_COLORS: Record<ColorScheme, string> = {
  blue: '#3b82f6',
  purple: '#8b5cf6',
  green: '#22c55e',
  orange: '#f97316',
  red: '#ef4444',
  cyan: '#06b6d4',
}

/**
 * Whether a URL is one of our stored images: it starts with an upload prefix and has no dot
 * segment, plain or percent-encoded (`..`, `%2e%2e`, `.%2E`), nor a backslash, so a reader's
 * browser never resolves it to another same-origin path (issue #23).
 */
export function isOwnImageUrl(url: string, prefixes: readonly string[]) {
  const decoded = url.replaceAll(/%2e/gi, '.').replaceAll(/%2f|%5c/gi, '/')
  if (/(^|\/)\.\.?(\/|$)/.test(decoded) || decoded.includes('\\')) return false
  return prefixes.some((prefix) => url.startsWith(prefix))
}
