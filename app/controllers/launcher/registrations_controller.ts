import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import RegistrationService from '#services/accounts/registration_service'
import { createRegistrationValidator } from '#validators/accounts/registration'
import { enabledOauthProviders } from '#config/oauth'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/** /{lang}/launcher/register (spec §2, guests): the site's registration in the launcher. */
@inject()
export default class RegistrationsController {
  constructor(
    private registrations: RegistrationService,
    private captcha: CaptchaService
  ) {}

  async create({ inertia }: HttpContext) {
    return inertia.render('launcher/registrations/create', {
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
    session.flash('success', {
      key: 'accounts.registrations.registered',
      data: { email: registered.user.email },
    })
    return response.redirect().toRoute('launcher.home.show', { lang: i18n.locale })
  }
}
