import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import StoreGrantService from '#services/economy/store_grant_service'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'
import StorePurchaseTransformer from '#transformers/economy/store_purchase_transformer'

/** Cabinet → abilities (spec §2): abilities owned per server and their deliveries. */
@inject()
export default class AbilitiesController {
  constructor(private grants: StoreGrantService) {}

  async index({ inertia, auth, i18n }: HttpContext) {
    return inertia.render(
      'economy/abilities/index',
      await cabinetAbilities(this.grants, auth.getUserOrFail(), i18n.locale)
    )
  }
}

/** The abilities tab's data, for the page and its JSON twin (`GET cabinet/abilities`). */
export async function cabinetAbilities(grants: StoreGrantService, user: User, locale: string) {
  const [owned, purchases] = await Promise.all([
    grants.activeFor(user, 'ability'),
    grants.purchasesFor(user, 'ability'),
  ])
  return {
    abilities: owned.map((grant) => new StoreGrantTransformer(grant, locale).toObject()),
    purchases: purchases.map((row) => new StorePurchaseTransformer(row, locale).toObject()),
  }
}
