/*
| Reading the route's provider and its Ally driver, shared by the OAuth
| controllers. A provider without keys is answered like an unknown one.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { oauthProviderEnabled } from '#config/oauth'
import { providerOfApiName, type OauthLinkReturn, type OauthProvider } from '#domain/accounts/oauth'
import type { ProfileDriver } from '#clients/oauth/oauth_flow_error'
import OauthProviderUnavailableException from '#exceptions/oauth_provider_unavailable_exception'
import type { LauncherSystemData } from '#domain/accounts/launcher_system'
import type { OauthClient } from '#services/accounts/oauth_service'
import { startLauncherOauthValidator } from '#validators/accounts/launcher_session'
import { actorOf } from '#http/actor'
import { isLauncherMode } from '#http/request'

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

/**
 * Session key of the machine of an OAuth login started in launcher mode: the
 * session it opens (now, or after the nickname page) is a launcher session.
 */
export const OAUTH_LAUNCHER_KEY = 'oauth_launcher'

export type OauthIntent = {
  provider: OauthProvider
  mode: 'login' | 'link'
  /** A link's cabinet tab to return to; older sessions lack it. */
  returnTo?: OauthLinkReturn
}

/**
 * Keeps the machine of an OAuth login started in launcher mode for the callback (and the
 * nickname page); a login started elsewhere has none.
 */
export async function rememberOauthLauncher(ctx: HttpContext) {
  if (!isLauncherMode(ctx)) return ctx.session.forget(OAUTH_LAUNCHER_KEY)
  const machine = await ctx.request.validateUsing(startLauncherOauthValidator)
  ctx.session.put(OAUTH_LAUNCHER_KEY, { ...machine, os: machine.os ?? '' })
}

/** The session's client for an OAuth login: a launcher one when the login began in the launcher. */
export function oauthClientOf(ctx: HttpContext): OauthClient {
  const systemData = ctx.session.get(OAUTH_LAUNCHER_KEY) as LauncherSystemData | undefined
  return systemData ? { ...actorOf(ctx), source: 'launcher', systemData } : actorOf(ctx)
}

/** Where a finished OAuth login goes: the launcher page, or the site's home. */
export function oauthLandingRoute(client: OauthClient) {
  return client.source === 'launcher' ? 'launcher.home.show' : 'platform.home.show'
}
