import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import { defineConfig } from '@adonisjs/ally'
import type { InferSocialProviders } from '@adonisjs/ally/types'
import { appUrl } from '#config/app'
import oauthConfig from '#config/oauth'
import type { OauthProvider } from '#domain/accounts/oauth'
import { LOCALES } from '#domain/platform/locales'
import { GoogleOidcDriver } from '#clients/oauth/google_driver'
import { VkIdDriver } from '#clients/oauth/vkid_driver'
import { YandexDriver } from '#clients/oauth/yandex_driver'
import { SteamDriver } from '#clients/oauth/steam_driver'

/*
| Ally drivers of the four providers (config/oauth.ts holds their settings
| and says which are set up). Drivers are made per request: the callback
| URL carries the request's language, `{APP_URL}/{lang}/oauth/{provider}/redirect`.
*/
type CallbackUrlFor = (name: string, params: Record<string, string>) => string

function callbackUrl(ctx: HttpContext, provider: OauthProvider) {
  const path = (router.urlBuilder.urlFor as CallbackUrlFor)('accounts.oauth_callbacks.show', {
    lang: ctx.i18n.locale,
    provider,
  })
  return new URL(path, appUrl).href
}

/**
 * The provider's callback on this site in each language: the only redirect URIs an API
 * client may name (issue #23 item 11). Another site's URI would carry that site's code or
 * Steam assertion here and log its player in.
 */
export function siteCallbackUrls(provider: OauthProvider) {
  return LOCALES.map((lang) => {
    const path = (router.urlBuilder.urlFor as CallbackUrlFor)('accounts.oauth_callbacks.show', {
      lang,
      provider,
    })
    return new URL(path, appUrl).href
  })
}

const { google, vkid, yandex, steam, timeoutMs } = oauthConfig

const allyConfig = defineConfig({
  google: (ctx: HttpContext) =>
    new GoogleOidcDriver(ctx, {
      clientId: google.clientId ?? '',
      clientSecret: google.clientSecret ?? '',
      callbackUrl: callbackUrl(ctx, 'google'),
      authorizeUrl: google.authorizeUrl,
      accessTokenUrl: google.accessTokenUrl,
      userInfoUrl: google.userInfoUrl,
      issuer: google.issuer,
      prompt: 'select_account',
    }),
  vkid: (ctx: HttpContext) =>
    new VkIdDriver(ctx, {
      clientId: vkid.clientId ?? '',
      clientSecret: '',
      callbackUrl: callbackUrl(ctx, 'vkid'),
      baseUrl: vkid.baseUrl,
      timeoutMs,
    }),
  yandex: (ctx: HttpContext) =>
    new YandexDriver(ctx, {
      clientId: yandex.clientId ?? '',
      clientSecret: yandex.clientSecret ?? '',
      callbackUrl: callbackUrl(ctx, 'yandex'),
      oauthUrl: yandex.oauthUrl,
      loginUrl: yandex.loginUrl,
      timeoutMs,
    }),
  steam: (ctx: HttpContext) =>
    new SteamDriver(ctx, {
      openidUrl: steam.openidUrl,
      apiUrl: steam.apiUrl,
      apiKey: steam.apiKey ?? '',
      callbackUrl: callbackUrl(ctx, 'steam'),
      timeoutMs,
    }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
