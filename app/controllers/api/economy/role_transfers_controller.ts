import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RoleTransferService from '#services/economy/role_transfer_service'
import {
  createRoleTransferValidator,
  roleTransferServersValidator,
} from '#validators/economy/role_transfer'
import { paidInput } from '#http/inputs'

/** spec §7 `GET cabinet/roles/transfer/servers`, `POST cabinet/roles/transfer`. */
@inject()
export default class RoleTransfersController {
  constructor(private roleTransfers: RoleTransferService) {}

  /** The servers the role can move to, with the expiry it would get on each. */
  async index({ request, auth }: HttpContext) {
    const { grantId } = await request.validateUsing(roleTransferServersValidator, {
      data: request.qs(),
    })
    return { servers: await this.roleTransfers.targets(auth.getUserOrFail(), grantId) }
  }

  async store(ctx: HttpContext) {
    return this.roleTransfers.transfer(await paidInput(ctx, createRoleTransferValidator))
  }
}
