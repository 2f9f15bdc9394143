import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordService from '#services/accounts/password_service'
import AccountHistoryService from '#services/accounts/account_history_service'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { updatePasswordValidator } from '#validators/accounts/password'
import { historyPageQuery } from '#domain/accounts/account_history'

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

  async update({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updatePasswordValidator, {
      meta: { hasPassword: user.password !== null },
    })
    await this.passwords.change({
      ...input,
      user,
      session: auth.use('web').session ?? null,
      ip: request.ip(),
    })
    session.flash('success', 'accounts.passwords.changed')
    return response.redirect().toRoute('accounts.passwords.edit', { lang: i18n.locale })
  }
}
