import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreMoveService from '#services/economy/store_move_service'
import { createRoleTransferValidator } from '#validators/economy/role_transfer'
import { idempotencyKeyOf } from '#http/request'

/** Cabinet → privileges: the move modal's confirmed move; refusals come back onto its fields. */
@inject()
export default class RoleTransfersController {
  constructor(private moves: StoreMoveService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createRoleTransferValidator)
    const key = idempotencyKeyOf(ctx)
    await this.moves.move({
      ...input,
      user: ctx.auth.getUserOrFail(),
      idempotencyKey: typeof key === 'string' ? key : null,
    })
    ctx.session.flash('success', { key: 'economy.cabinet_roles.transferred' })
    return ctx.response.redirect('back', true)
  }
}
