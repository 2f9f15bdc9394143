import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import RegistrationService from '#services/accounts/registration_service'
import { enabledOauthProviders } from '#config/oauth'
import { logInRegistered, registrationInput } from '#http/registration'
import { createRegistrationValidator } from '#validators/accounts/registration'

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
    const input = await ctx.request.validateUsing(createRegistrationValidator)
    logInRegistered(ctx, await this.registrations.register(registrationInput(ctx, input)))
    return ctx.response.redirect().toRoute('launcher.home.show', { lang: ctx.i18n.locale })
  }
}
