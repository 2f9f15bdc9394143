import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import RegistrationService from '#services/accounts/registration_service'
import { enabledOauthProviders } from '#config/oauth'
import { safeReturnPath } from '#domain/platform/return_path'
import { logInRegistered, registrationInput } from '#http/registration'
import { createRegistrationValidator } from '#validators/accounts/registration'

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
    const input = await ctx.request.validateUsing(createRegistrationValidator)
    const { request, response, i18n } = ctx
    logInRegistered(ctx, await this.registrations.register(registrationInput(ctx, input)))
    const returnTo = safeReturnPath(request.input('returnTo'))
    if (returnTo) return response.redirect(returnTo)
    return response.redirect().toRoute('platform.home.show', { lang: i18n.locale })
  }
}
