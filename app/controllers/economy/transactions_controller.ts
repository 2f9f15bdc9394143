import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WalletService from '#services/economy/wallet_service'
import LedgerEntryTransformer from '#transformers/economy/ledger_entry_transformer'
import { historyQuery } from '#domain/economy/ledger'

/** Cabinet → transactions (spec §2): every ledger row, newest first, by currency. */
@inject()
export default class TransactionsController {
  constructor(private wallets: WalletService) {}

  async index({ inertia, auth, request, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const { currency, page } = historyQuery(request.qs())
    const entries = await this.wallets.history(user, currency, page)
    return inertia.render('economy/transactions/index', {
      filter: {
        currency,
        meta: { page: entries.currentPage, perPage: entries.perPage, total: entries.total },
      },
      entries: LedgerEntryTransformer.transform(entries.all(), i18n.locale),
    })
  }
}
