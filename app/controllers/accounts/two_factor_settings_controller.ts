import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TwoFactorService from '#services/accounts/two_factor_service'
import AccountHistoryService from '#services/accounts/account_history_service'
import TwoFactorSettingsTransformer from '#transformers/accounts/two_factor_settings_transformer'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { historyPageQuery } from '#domain/accounts/account_history'
import { playerOf } from '#http/actor'

/** Cabinet → 2fa (spec §2): the bot link, the one-time command, unlinking, the history. */
@inject()
export default class TwoFactorSettingsController {
  constructor(
    private twoFactor: TwoFactorService,
    private history: AccountHistoryService
  ) {}

  async edit({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const query = historyPageQuery({ history: '2fa', ...request.qs() })
    const entries = await this.history.list(user, query.target, query.page)
    return inertia.render('accounts/two_factor_settings/edit', {
      settings: TwoFactorSettingsTransformer.transform(await this.twoFactor.settings(user)),
      history: {
        target: query.target,
        meta: { page: entries.currentPage, perPage: entries.perPage, total: entries.total },
      },
      historyEntries: AccountHistoryEntryTransformer.transform(entries.all()),
    })
  }

  async destroy(ctx: HttpContext) {
    const { session, response, i18n } = ctx
    await this.twoFactor.unlink(playerOf(ctx))
    session.flash('success', 'accounts.two_factor_settings.unlinked')
    return response.redirect().toRoute('accounts.two_factor_settings.edit', { lang: i18n.locale })
  }
}
