import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import RegistrationService from '#services/accounts/registration_service'
import { createRegistrationValidator } from '#validators/accounts/registration'
import { enabledOauthProviders } from '#config/oauth'
import { safeReturnPath } from '#domain/platform/return_path'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

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
      oauthProviders: enabledOauthProviders(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(createRegistrationValidator)
    const registered = await this.registrations.register({
      ...input,
      ...actorOf(ctx),
      locale: i18n.locale,
    })
    setSessionCookies(ctx, registered)
    // spec §8: registering logs the player in; the verification letter is already queued.
    session.flash('success', {
      key: 'accounts.registrations.registered',
      data: { email: registered.user.email },
    })
    const returnTo = safeReturnPath(request.input('returnTo'))
    if (returnTo) return response.redirect(returnTo)
    return response.redirect().toRoute('platform.home.show', { lang: i18n.locale })
  }
}
