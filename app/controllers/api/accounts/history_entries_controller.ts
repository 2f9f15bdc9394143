import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountHistoryService from '#services/accounts/account_history_service'
import AccountHistoryEntryTransformer from '#transformers/accounts/account_history_entry_transformer'
import { indexAccountHistoryValidator } from '#validators/accounts/account_history'
import { apiSerializer } from '#http/api_serializer'

/** `GET user/history?target=mail|password|2fa` (spec §7): one page, newest first. */
@inject()
export default class HistoryEntriesController {
  constructor(private history: AccountHistoryService) {}

  async index({ request, auth, containerResolver }: HttpContext) {
    const { target, page, perPage } = await request.validateUsing(indexAccountHistoryValidator, {
      data: request.qs(),
    })
    const entries = await this.history.list(auth.getUserOrFail(), target, page, perPage)
    return apiSerializer.toJson(
      AccountHistoryEntryTransformer.paginate(entries.all(), entries.getMeta()),
      containerResolver
    )
  }
}
