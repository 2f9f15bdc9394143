/*
| Reading the route's provider and its Ally driver, shared by the OAuth
| controllers. A provider without keys is answered like an unknown one.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { oauthProviderEnabled } from '#config/oauth'
import { providerOfApiName, type OauthLinkReturn, type OauthProvider } from '#domain/accounts/oauth'
import type { ProfileDriver } from '#clients/oauth/oauth_flow_error'
import OauthProviderUnavailableException from '#exceptions/oauth_provider_unavailable_exception'

/** The provider the `:provider` parameter names (`vk` → `vkid`), set up on this site. */
export function routeProvider(ctx: HttpContext): OauthProvider {
  const provider = providerOfApiName(String(ctx.params.provider ?? ''))
  if (!provider || !oauthProviderEnabled(provider)) throw new OauthProviderUnavailableException()
  return provider
}

/** The provider's Ally driver for this request (config/ally.ts). */
export function oauthDriver(ctx: HttpContext, provider: OauthProvider) {
  return ctx.ally.use(provider) as ReturnType<typeof ctx.ally.use> & ProfileDriver
}

/** Session key of the flow a provider redirect belongs to: a login, or a link in the cabinet. */
export const OAUTH_INTENT_KEY = 'oauth_intent'
/** Session key of a new identity's registration token, until the nickname is chosen. */
export const OAUTH_REGISTRATION_KEY = 'oauth_registration'

export type OauthIntent = {
  provider: OauthProvider
  mode: 'login' | 'link'
  /** A link's cabinet tab to return to; older sessions lack it. */
  returnTo?: OauthLinkReturn
}
