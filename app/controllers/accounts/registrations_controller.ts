import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import RegistrationService from '#services/accounts/registration_service'
import { createRegistrationValidator } from '#validators/accounts/registration'
import { safeReturnPath } from '#domain/platform/return_path'
import { setSessionCookies } from '#helpers/session_cookies'

/** The registration page (spec §2 /{lang}/register, guests only) and its form. */
@inject()
export default class RegistrationsController {
  constructor(
    private registrations: RegistrationService,
    private captcha: CaptchaService
  ) {}

  async create({ inertia, request }: HttpContext) {
    return inertia.render('accounts/registrations/create', {
      returnTo: safeReturnPath(request.qs().return),
      recaptchaSiteKey: this.captcha.siteKey(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(createRegistrationValidator)
    const registered = await this.registrations.register({
      ...input,
      locale: i18n.locale,
      ip: request.ip(),
      userAgent: request.header('user-agent'),
    })
    setSessionCookies(ctx, registered)
    // spec §8: registering logs the player in.
    session.flash('success', 'accounts.auth.logged_in')
    const returnTo = safeReturnPath(request.input('returnTo'))
    if (returnTo) return response.redirect(returnTo)
    return response.redirect().toRoute('platform.home.show', { lang: i18n.locale })
  }
}
