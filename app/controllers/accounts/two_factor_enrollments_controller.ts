import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TwoFactorService from '#services/accounts/two_factor_service'
import { createTwoFactorEnrollmentValidator } from '#validators/accounts/two_factor'
import { playerOf } from '#http/actor'

/** Cabinet → 2fa: a new one-time command to send to the chosen bot. */
@inject()
export default class TwoFactorEnrollmentsController {
  constructor(private twoFactor: TwoFactorService) {}

  async store(ctx: HttpContext) {
    const { bot } = await ctx.request.validateUsing(createTwoFactorEnrollmentValidator)
    await this.twoFactor.enroll(playerOf(ctx), bot)
    return ctx.response.redirect().toRoute('accounts.two_factor_settings.edit', {
      lang: ctx.i18n.locale,
    })
  }
}
