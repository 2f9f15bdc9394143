import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import UnbanService from '#services/economy/unban_service'
import { createUnbanValidator } from '#validators/economy/unban'
import { validateWithKey } from '#http/inputs'

/** The unban modal's confirmed purchase (spec §2 modals): back to the page, which shows 'thanks'. */
@inject()
export default class UnbansController {
  constructor(private unbans: UnbanService) {}

  async store(ctx: HttpContext) {
    const input = await validateWithKey(ctx, createUnbanValidator)
    const unban = await this.unbans.buy({ ...input, user: ctx.auth.getUserOrFail() })
    ctx.session.flash('success', {
      key: 'economy.unbans.bought',
      data: { price: unban.price / 100 },
    })
    return ctx.response.redirect('back', true)
  }
}
