import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordService from '#services/accounts/password_service'
import AccountHistoryService from '#services/accounts/account_history_service'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { updatePasswordValidator } from '#validators/accounts/password'
import { historyPageQuery } from '#domain/accounts/account_history'
import { playerOf } from '#http/actor'

/** Cabinet → password (spec §2): change or set the password; the account history below it. */
@inject()
export default class PasswordsController {
  constructor(
    private passwords: PasswordService,
    private history: AccountHistoryService
  ) {}

  async edit({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const { target, page } = historyPageQuery(request.qs())
    const entries = await this.history.list(user, target, page)
    return inertia.render('accounts/passwords/edit', {
      hasPassword: user.password !== null,
      history: {
        target,
        meta: { page: entries.currentPage, perPage: entries.perPage, total: entries.total },
      },
      historyEntries: AccountHistoryEntryTransformer.transform(entries.all()),
    })
  }

  async update(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const player = playerOf(ctx)
    const input = await request.validateUsing(updatePasswordValidator, {
      meta: { hasPassword: player.user.password !== null },
    })
    await this.passwords.change({ ...input, ...player })
    session.flash('success', 'accounts.passwords.changed')
    return response.redirect().toRoute('accounts.passwords.edit', { lang: i18n.locale })
  }
}
