import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreGrantService from '#services/economy/store_grant_service'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'
import StorePurchaseTransformer from '#transformers/economy/store_purchase_transformer'

/** Cabinet → abilities (spec §2): abilities owned per server and their deliveries. */
@inject()
export default class AbilitiesController {
  constructor(private grants: StoreGrantService) {}

  async index({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const [owned, purchases] = await Promise.all([
      this.grants.activeFor(user, 'ability'),
      this.grants.purchasesFor(user, 'ability'),
    ])
    return inertia.render('economy/abilities/index', {
      abilities: owned.map((grant) => new StoreGrantTransformer(grant, i18n.locale).toObject()),
      purchases: purchases.map((row) => new StorePurchaseTransformer(row, i18n.locale).toObject()),
    })
  }
}
