import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreGrantService from '#services/economy/store_grant_service'
import RoleTransferService from '#services/economy/role_transfer_service'
import { cabinetRoles } from '#controllers/economy/cabinet_roles_controller'

/** spec §7 `GET cabinet/roles`: the privileges tab as JSON (active roles, move targets, purchases). */
@inject()
export default class CabinetRolesController {
  constructor(
    private grants: StoreGrantService,
    private roleTransfers: RoleTransferService
  ) {}

  async index({ auth, i18n }: HttpContext) {
    return cabinetRoles(this.grants, this.roleTransfers, auth.getUserOrFail(), i18n.locale)
  }
}
