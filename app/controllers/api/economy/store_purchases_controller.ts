import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StorePurchaseService from '#services/economy/store_purchase_service'
import { createStorePurchaseValidator } from '#validators/economy/store_purchase'
import { idempotencyKeyOf } from '#http/request'

/** spec §7 `POST store/buy`: a role (new, extend, stack) or an ability, paid from the balance. */
@inject()
export default class StorePurchasesController {
  constructor(private purchases: StorePurchaseService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStorePurchaseValidator)
    const key = idempotencyKeyOf(ctx)
    return this.purchases.buy({
      ...input,
      user: ctx.auth.getUserOrFail(),
      idempotencyKey: typeof key === 'string' ? key : null,
      locale: ctx.i18n.locale,
    })
  }
}
