import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RoleTransferService from '#services/economy/role_transfer_service'
import { createRoleTransferValidator } from '#validators/economy/role_transfer'
import { paidInput } from '#http/inputs'

/** Cabinet → privileges: the move modal's confirmed move; refusals come back onto its fields. */
@inject()
export default class RoleTransfersController {
  constructor(private roleTransfers: RoleTransferService) {}

  async store(ctx: HttpContext) {
    await this.roleTransfers.transfer(await paidInput(ctx, createRoleTransferValidator))
    ctx.session.flash('success', { key: 'economy.role_transfers.transferred' })
    return ctx.response.redirect('back', true)
  }
}
