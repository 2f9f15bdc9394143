import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordResetService from '#services/accounts/password_reset_service'
import { createPasswordResetValidator } from '#validators/accounts/password_reset'
import { actorOf } from '#http/actor'

/** POST /api/v1/user/reset {email, recaptcha?} (spec §7): the same answer for every address. */
@inject()
export default class PasswordResetsController {
  constructor(private resets: PasswordResetService) {}

  async store(ctx: HttpContext) {
    const { email, recaptcha } = await ctx.request.validateUsing(createPasswordResetValidator)
    await this.resets.request({ ...actorOf(ctx), email, recaptcha, locale: ctx.i18n.locale })
    return { sent: true }
  }
}
