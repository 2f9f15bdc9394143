import type { HttpContext } from '@adonisjs/core/http'
import { OAUTH_INTENT_KEY, oauthDriver, routeProvider, type OauthIntent } from '#http/oauth'
import { useQueryLocale } from '#http/request'

/**
 * spec §2 `/oauth/{vkid|steam|google|yandex}`: sends a guest to the provider
 * to log in. The path has no language, so the page's language comes as
 * `?lang=` and picks the callback the provider returns to.
 */
export default class OauthLoginsController {
  async create(ctx: HttpContext) {
    useQueryLocale(ctx)
    const provider = routeProvider(ctx)
    ctx.session.put(OAUTH_INTENT_KEY, { provider, mode: 'login' } satisfies OauthIntent)
    await oauthDriver(ctx, provider).redirect()
  }
}
