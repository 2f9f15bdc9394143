import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import UnbanService from '#services/economy/unban_service'
import { createUnbanValidator } from '#validators/economy/unban'
import { validateWithKey } from '#http/inputs'

/** spec §7 `POST ban/unban {banId}`, the unban modal's twin. */
@inject()
export default class UnbansController {
  constructor(private unbans: UnbanService) {}

  async store(ctx: HttpContext) {
    const input = await validateWithKey(ctx, createUnbanValidator)
    return this.unbans.buy({ ...input, user: ctx.auth.getUserOrFail() })
  }
}
