import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StorePurchaseService from '#services/economy/store_purchase_service'
import { createStorePurchaseValidator } from '#validators/economy/store_purchase'
import { paidInput } from '#http/inputs'

/** spec §7 `POST store/buy`: a role (new, extend, stack) or an ability, paid from the balance. */
@inject()
export default class StorePurchasesController {
  constructor(private purchases: StorePurchaseService) {}

  async store(ctx: HttpContext) {
    return this.purchases.buy(await paidInput(ctx, createStorePurchaseValidator))
  }
}
