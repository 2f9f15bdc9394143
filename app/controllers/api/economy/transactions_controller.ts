import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WalletService from '#services/economy/wallet_service'
import LedgerEntryTransformer from '#transformers/economy/ledger_entry_transformer'
import { indexTransactionValidator } from '#validators/economy/transaction'
import { apiSerializer } from '#http/api_serializer'

/** spec §7 `GET user/history/money?currency=&page=&perPage=`: the ledger, newest first. */
@inject()
export default class TransactionsController {
  constructor(private wallets: WalletService) {}

  async index({ request, auth, containerResolver, i18n }: HttpContext) {
    const { currency, page, perPage } = await request.validateUsing(indexTransactionValidator, {
      data: request.qs(),
    })
    const entries = await this.wallets.history(
      auth.getUserOrFail(),
      currency ?? null,
      page,
      perPage
    )
    return apiSerializer.toJson(
      LedgerEntryTransformer.paginate(entries.all(), entries.getMeta(), i18n.locale),
      containerResolver
    )
  }
}
