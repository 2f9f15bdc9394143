import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthorizationService from '#services/accounts/authorization_service'
import { playerOf } from '#http/actor'
import { OAUTH_INTENT_KEY, oauthDriver, routeProvider, type OauthIntent } from '#http/oauth'

/** Cabinet → authorization: link a provider (through its consent screen) or unlink it. */
@inject()
export default class OauthLinksController {
  constructor(private authorizations: AuthorizationService) {}

  async store(ctx: HttpContext) {
    const provider = routeProvider(ctx)
    ctx.session.put(OAUTH_INTENT_KEY, { provider, mode: 'link' } satisfies OauthIntent)
    await oauthDriver(ctx, provider).redirect()
  }

  async destroy(ctx: HttpContext) {
    const { session, response, i18n } = ctx
    await this.authorizations.unlink(playerOf(ctx), routeProvider(ctx))
    session.flash('success', 'accounts.authorizations.unlinked')
    return response.redirect().toRoute('accounts.authorizations.edit', { lang: i18n.locale })
  }
}
