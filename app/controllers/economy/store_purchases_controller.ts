import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StorePurchaseService from '#services/economy/store_purchase_service'
import { createStorePurchaseValidator } from '#validators/economy/store_purchase'
import { idempotencyKeyOf } from '#http/request'

/** The buy-role modal's confirmed purchase (spec §2); refusals come back onto its fields. */
@inject()
export default class StorePurchasesController {
  constructor(private purchases: StorePurchaseService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createStorePurchaseValidator)
    const key = idempotencyKeyOf(ctx)
    await this.purchases.buy({
      ...input,
      user: ctx.auth.getUserOrFail(),
      idempotencyKey: typeof key === 'string' ? key : null,
      locale: ctx.i18n.locale,
    })
    // The modal turns into its 'thanks' step on success; the page reloads its props.
    return ctx.response.redirect('back', true)
  }
}
