import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreMoveService from '#services/economy/store_move_service'
import { createRoleTransferValidator } from '#validators/economy/role_transfer'
import { paidInput } from '#http/inputs'

/** Cabinet → privileges: the move modal's confirmed move; refusals come back onto its fields. */
@inject()
export default class RoleTransfersController {
  constructor(private moves: StoreMoveService) {}

  async store(ctx: HttpContext) {
    await this.moves.move(await paidInput(ctx, createRoleTransferValidator))
    ctx.session.flash('success', { key: 'economy.cabinet_roles.transferred' })
    return ctx.response.redirect('back', true)
  }
}
