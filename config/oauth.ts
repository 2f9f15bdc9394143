import env from '#start/env'
import { OAUTH_PROVIDERS, type OauthProvider } from '#domain/accounts/oauth'

/*
| Social login (spec §2 OAuth). A provider is offered only when its keys are
| set; every endpoint comes from the environment so tests and a staging
| stand can point them at fake peers. Callback URLs are
| `{APP_URL}/{lang}/oauth/{provider}/redirect` (both languages registered
| at the provider; README).
*/
const trimmed = (url: string) => url.replace(/\/+$/, '')

const oauthConfig = {
  google: {
    clientId: env.get('GOOGLE_CLIENT_ID') || null,
    clientSecret: env.get('GOOGLE_CLIENT_SECRET') || null,
    authorizeUrl: env.get('GOOGLE_AUTHORIZE_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
    accessTokenUrl: env.get('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
    userInfoUrl: env.get('GOOGLE_USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo'),
    /** The `iss` Google's ID tokens carry. */
    issuer: env.get('GOOGLE_ISSUER', 'https://accounts.google.com'),
  },
  vkid: {
    clientId: env.get('VKID_CLIENT_ID') || null,
    /** VK ID: /authorize, /oauth2/auth (token), /oauth2/user_info. */
    baseUrl: trimmed(env.get('VKID_BASE_URL', 'https://id.vk.com')),
  },
  yandex: {
    clientId: env.get('YANDEX_CLIENT_ID') || null,
    clientSecret: env.get('YANDEX_CLIENT_SECRET') || null,
    /** Yandex ID: /authorize and /token. */
    oauthUrl: trimmed(env.get('YANDEX_OAUTH_URL', 'https://oauth.yandex.ru')),
    /** Yandex ID profile: /info. */
    loginUrl: trimmed(env.get('YANDEX_LOGIN_URL', 'https://login.yandex.ru')),
  },
  steam: {
    /** Steam Web API key: the persona name behind a SteamID (GetPlayerSummaries). */
    apiKey: env.get('STEAM_API_KEY') || null,
    /** OpenID 2.0 provider endpoint (…/login). */
    openidUrl: trimmed(env.get('STEAM_OPENID_URL', 'https://steamcommunity.com/openid')),
    apiUrl: trimmed(env.get('STEAM_API_URL', 'https://api.steampowered.com')),
  },
  /** How long a provider may take to answer one call. */
  timeoutMs: 10_000,
}

export type OauthConfig = typeof oauthConfig

/** Whether the provider's keys are set: providers without them are hidden (issue #12). */
export function oauthProviderEnabled(provider: OauthProvider, config: OauthConfig = oauthConfig) {
  switch (provider) {
    case 'google':
      return config.google.clientId !== null && config.google.clientSecret !== null
    case 'vkid':
      return config.vkid.clientId !== null
    case 'yandex':
      return config.yandex.clientId !== null && config.yandex.clientSecret !== null
    case 'steam':
      return config.steam.apiKey !== null
  }
}

/** The providers the login and register pages offer, in the spec's order. */
export function enabledOauthProviders(): OauthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => oauthProviderEnabled(provider))
}

/**
 * Origins of the enabled providers' consent pages: the cabinet's link buttons are forms whose
 * POST redirects there, which the pages' CSP `form-action` must allow.
 */
export function oauthConsentOrigins(config: OauthConfig = oauthConfig): string[] {
  const pages: Record<OauthProvider, string> = {
    google: config.google.authorizeUrl,
    vkid: config.vkid.baseUrl,
    yandex: config.yandex.oauthUrl,
    steam: config.steam.openidUrl,
  }
  return OAUTH_PROVIDERS.filter((provider) => oauthProviderEnabled(provider, config)).map(
    (provider) => new URL(pages[provider]).origin
  )
}

export default oauthConfig
