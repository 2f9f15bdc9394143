import type { HttpContext } from '@adonisjs/core/http'
import {
  OAUTH_INTENT_KEY,
  oauthDriver,
  rememberOauthLauncher,
  routeProvider,
  type OauthIntent,
} from '#http/oauth'
import { useQueryLocale } from '#http/request'

/**
 * spec §2 `/oauth/{vkid|steam|google|yandex}`: sends a guest to the provider
 * to log in. The path has no language, so the page's language comes as
 * `?lang=` and picks the callback the provider returns to. In launcher
 * mode the launcher's login page adds its machine (os, ramMb …).
 */
export default class OauthLoginsController {
  async create(ctx: HttpContext) {
    useQueryLocale(ctx)
    const provider = routeProvider(ctx)
    ctx.session.put(OAUTH_INTENT_KEY, { provider, mode: 'login' } satisfies OauthIntent)
    // Started in the launcher: the session it opens is the launcher's, for this machine.
    await rememberOauthLauncher(ctx)
    await oauthDriver(ctx, provider).redirect()
  }
}
