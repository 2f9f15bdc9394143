import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthorizationService from '#services/accounts/authorization_service'
import AccountHistoryService from '#services/accounts/account_history_service'
import LoginMethodsTransformer from '#transformers/accounts/login_methods_transformer'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { historyPageQuery } from '#domain/accounts/account_history'

/** Cabinet → authorization (spec §2): the ways to log in, linked providers and their history. */
@inject()
export default class AuthorizationsController {
  constructor(
    private authorizations: AuthorizationService,
    private history: AccountHistoryService
  ) {}

  async edit({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const { target, page } = historyPageQuery(request.qs())
    const entries = await this.history.list(user, target, page)
    return inertia.render('accounts/authorizations/edit', {
      methods: LoginMethodsTransformer.transform(await this.authorizations.methods(user)),
      history: {
        target,
        meta: { page: entries.currentPage, perPage: entries.perPage, total: entries.total },
      },
      historyEntries: AccountHistoryEntryTransformer.transform(entries.all()),
    })
  }
}
