import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordResetService from '#services/accounts/password_reset_service'
import { createPasswordResetValidator } from '#validators/accounts/password_reset'

/** POST /api/v1/user/reset {email, recaptcha?} (spec §7): the same answer for every address. */
@inject()
export default class PasswordResetsController {
  constructor(private resets: PasswordResetService) {}

  async store({ request, i18n }: HttpContext) {
    const { email, recaptcha } = await request.validateUsing(createPasswordResetValidator)
    await this.resets.request({ email, recaptcha, locale: i18n.locale, ip: request.ip() })
    return { sent: true }
  }
}
