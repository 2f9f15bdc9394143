import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import StoreGrantService from '#services/economy/store_grant_service'
import RoleTransferService from '#services/economy/role_transfer_service'
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
    private roleTransfers: RoleTransferService
  ) {}

  async index({ inertia, auth, i18n }: HttpContext) {
    return inertia.render(
      'economy/cabinet_roles/index',
      await cabinetRoles(this.grants, this.roleTransfers, auth.getUserOrFail(), i18n.locale)
    )
  }
}

/** The privileges tab's data, for the page and its JSON twin (`GET cabinet/roles`). */
export async function cabinetRoles(
  grants: StoreGrantService,
  roleTransfers: RoleTransferService,
  user: User,
  locale: string
) {
  const [active, purchases] = await Promise.all([grants.activeFor(user), grants.purchasesFor(user)])
  const targets = await Promise.all(
    active.map(async (grant) => [grant.id, await roleTransfers.targets(user, grant.id)] as const)
  )
  return {
    moveTargets: Object.fromEntries(targets),
    roles: active.map((grant) => new StoreGrantTransformer(grant, locale).toObject()),
    purchases: purchases.map((row) => new StorePurchaseTransformer(row, locale).toObject()),
  }
}
