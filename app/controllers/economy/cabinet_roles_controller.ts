import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreGrantService from '#services/economy/store_grant_service'
import StoreMoveService from '#services/economy/store_move_service'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'
import StorePurchaseTransformer from '#transformers/economy/store_purchase_transformer'

/**
 * Cabinet → privileges (spec §2): active roles per server, the servers each can move to,
 * and each purchase's delivery state.
 */
@inject()
export default class CabinetRolesController {
  constructor(
    private grants: StoreGrantService,
    private moves: StoreMoveService
  ) {}

  async index({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const [active, purchases] = await Promise.all([
      this.grants.activeFor(user),
      this.grants.purchasesFor(user),
    ])
    const targets = await Promise.all(
      active.map(async (grant) => [grant.id, await this.moves.targets(user, grant.id)] as const)
    )
    return inertia.render('economy/cabinet_roles/index', {
      moveTargets: Object.fromEntries(targets),
      roles: active.map((grant) => new StoreGrantTransformer(grant, i18n.locale).toObject()),
      purchases: purchases.map((row) => new StorePurchaseTransformer(row, i18n.locale).toObject()),
    })
  }
}
