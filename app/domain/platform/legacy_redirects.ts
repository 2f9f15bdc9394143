/*
| Legacy redirects of spec §2: paths of the previous site that must keep
| working. Targets are route names (docs/decisions.md: the route-name
| contract); the caller builds the URL in the visitor's resolved language.
*/

/** Where a fixed legacy path leads: a page by route name, with an optional query. */
export type LegacyTarget = { route: string; query?: Readonly<Record<string, string>> }

/** Fixed paths (301): old path → page. */
export const FIXED_REDIRECTS: Readonly<Record<string, LegacyTarget>> = {
  '/settings/auth2factor': { route: 'accounts.two_factor_settings.edit' },
  '/settings': { route: 'accounts.cabinet.show' },
  '/cabinet/usage': { route: 'accounts.cabinet.show' },
  '/cabinet/history': { route: 'economy.transactions.index' },
  '/cabinet/pay': { route: 'economy.payments.create' },
  '/cabinet/group': { route: 'economy.store.show' },
  '/donate': { route: 'economy.store.show' },
  '/kits': { route: 'economy.store.show' },
  '/votes': { route: 'economy.bonus.show' },
  '/bonus': { route: 'economy.bonus.show' },
  '/bans': { route: 'players.bans.index' },
  '/transfer': { route: 'platform.home.show', query: { 'open-modal': 'transfer-coins' } },
  '/about': { route: 'platform.home.show' },
  '/user': { route: 'platform.home.show' },
  '/launcher': { route: 'content.start.show' },
  '/online': { route: 'network.statistics.index' },
}

/** `/post/{number}` of the old blog → the wipe news that replaced it. */
export const POST_NEWS_SLUGS: Readonly<Record<string, string>> = {
  '1': 'wipe-winter-2023',
  '2': 'wipe-summer-2023',
  '3': 'wipe-autumn-2023',
  '4': 'wipe-winter-2024',
  '5': 'wipe-spring-2024',
  '6': 'wipe-autumn-2024',
  '7': 'wipe-winter-2025',
}

/** spec §9: the referral cookie lives about 10 years. */
export const REFERRAL_COOKIE = 'referral_code'
export const REFERRAL_COOKIE_MAX_AGE = '3650d'

/** Zero-width characters that copy-pasted links carry into paths. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g

/** The fixed redirect target of a path (with or without trailing slash), or null. */
export function fixedRedirectTarget(path: string): LegacyTarget | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(FIXED_REDIRECTS, normalized) ? FIXED_REDIRECTS[normalized] : null
}

/** `/server/{name}`: underscores become hyphens and techno-magic is the RPG server. */
export function legacyServerSlug(name: string): string {
  const slug = name.trim().toLowerCase().replaceAll('_', '-')
  return slug === 'techno-magic' ? 'techno-magic-rpg' : slug
}

/** The news slug for an old post number, or null. */
export function postNewsSlug(number: string): string | null {
  return Object.hasOwn(POST_NEWS_SLUGS, number) ? POST_NEWS_SLUGS[number] : null
}

/** A referral code as accepted from `/r/{code}`: letters, digits, - and _, 1–64 long. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code)
}

/** A `/source/{alias}` campaign alias takes the same characters (spec §2). */
export const SOURCE_ALIAS_PATTERN = REFERRAL_CODE_PATTERN

/** The stored form of a campaign alias (lower case: matched ignoring case), or null. */
export function sourceAliasKey(alias: string): string | null {
  return SOURCE_ALIAS_PATTERN.test(alias) ? alias.toLowerCase() : null
}

export function hasZeroWidth(value: string): boolean {
  return new RegExp(ZERO_WIDTH.source).test(value)
}

export function stripZeroWidth(value: string): string {
  return value.replace(ZERO_WIDTH, '')
}
