import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OauthLinkService from '#services/accounts/oauth_link_service'
import AccountHistoryService from '#services/accounts/account_history_service'
import OauthLinksTransformer from '#transformers/accounts/oauth_links_transformer'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { historyPageQuery } from '#domain/accounts/account_history'
import { createOauthLinkValidator } from '#validators/accounts/oauth'
import { playerOf } from '#http/actor'
import { OAUTH_INTENT_KEY, oauthDriver, routeProvider, type OauthIntent } from '#http/oauth'

/**
 * Cabinet → authorization (spec §2): the ways to log in with their history, linking a
 * provider (through its consent screen) and unlinking it.
 */
@inject()
export default class OauthLinksController {
  constructor(
    private oauthLinks: OauthLinkService,
    private history: AccountHistoryService
  ) {}

  async index({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const { target, page } = historyPageQuery(request.qs())
    const entries = await this.history.list(user, target, page)
    return inertia.render('accounts/oauth_links/index', {
      methods: OauthLinksTransformer.transform(await this.oauthLinks.methods(user)),
      history: {
        target,
        meta: { page: entries.currentPage, perPage: entries.perPage, total: entries.total },
      },
      historyEntries: AccountHistoryEntryTransformer.transform(entries.all()),
    })
  }

  async store(ctx: HttpContext) {
    const provider = routeProvider(ctx)
    const { returnTo } = await ctx.request.validateUsing(createOauthLinkValidator)
    ctx.session.put(OAUTH_INTENT_KEY, { provider, mode: 'link', returnTo } satisfies OauthIntent)
    await oauthDriver(ctx, provider).redirect()
  }

  async destroy(ctx: HttpContext) {
    const { session, response, i18n } = ctx
    await this.oauthLinks.unlink(playerOf(ctx), routeProvider(ctx))
    session.flash('success', 'accounts.oauth_links.unlinked')
    return response.redirect().toRoute('accounts.oauth_links.index', { lang: i18n.locale })
  }
}
