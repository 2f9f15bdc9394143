/*
| OAuth login (spec §2 OAuth, §7 user/oauth/*): the providers, the names
| the API uses for them and what makes one usable.
*/
import { NICKNAME, checkNickname } from '#domain/accounts/credentials'

/** Providers in the order the login page shows them (spec §2 entry routes). */
export const OAUTH_PROVIDERS = ['vkid', 'steam', 'google', 'yandex'] as const
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number]

/** spec §7 names the API paths `user/oauth/yandex|google|vk|steam`: `vk` is VK ID. */
const API_NAMES: Record<string, OauthProvider> = {
  vk: 'vkid',
  vkid: 'vkid',
  steam: 'steam',
  google: 'google',
  yandex: 'yandex',
}

/**
 * Cabinet tabs that start linking a provider, by route name; the callback returns the
 * player to the one that started it (the bonus tab links VK ID as its first step).
 */
export const OAUTH_LINK_RETURNS = ['accounts.oauth_links.index', 'economy.bonus.show'] as const
export type OauthLinkReturn = (typeof OAUTH_LINK_RETURNS)[number]

export function isOauthProvider(value: unknown): value is OauthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

/** The provider an API path segment names (`vk` → `vkid`), or null. */
export function providerOfApiName(name: string): OauthProvider | null {
  return Object.hasOwn(API_NAMES, name) ? API_NAMES[name] : null
}

/** What a provider told about the player, once its callback was verified. */
export type OauthProfile = {
  provider: OauthProvider
  /** The provider's stable id of the player (Steam: SteamID64). */
  providerUserId: string
  /** A display name, the nickname suggestion's source. */
  name: string | null
  /** Set only when the provider says it verified the address. */
  email: string | null
}

/**
 * A nickname suggestion from the provider's name: Latin letters, digits and
 * `_` kept, spaces as `_`, cut to 16; null when too little is left.
 */
export function suggestNickname(name: string | null): string | null {
  if (!name) return null
  const cleaned = name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, NICKNAME.maxLength)
  return checkNickname(cleaned) === null ? cleaned : null
}
