import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordService from '#services/accounts/password_service'
import { updatePasswordValidator } from '#validators/accounts/password'
import { playerOf } from '#http/actor'

/** `POST user/settings/password/update` (spec §7), the cabinet password page's twin. */
@inject()
export default class PasswordsController {
  constructor(private passwords: PasswordService) {}

  async update(ctx: HttpContext) {
    const player = playerOf(ctx)
    const input = await ctx.request.validateUsing(updatePasswordValidator, {
      meta: { hasPassword: player.user.password !== null },
    })
    return this.passwords.change({ ...input, ...player })
  }
}
