import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailVerificationService from '#services/accounts/email_verification_service'
import { showEmailVerificationValidator } from '#validators/accounts/email_verification'

/** The verification link of the letter (spec §8 'e-mail verified') and a new letter on request. */
@inject()
export default class EmailVerificationsController {
  constructor(private verifications: EmailVerificationService) {}

  async show({ request, auth, session, response, i18n }: HttpContext) {
    const { token } = await request.validateUsing(showEmailVerificationValidator)
    await this.verifications.verify(token ?? '', {
      ip: request.ip(),
      session: auth.use('web').session ?? null,
    })
    session.flash('success', 'accounts.email_verifications.verified')
    // A logged-in player lands on their e-mail settings; anyone else on the home page.
    return response
      .redirect()
      .toRoute(auth.user ? 'accounts.emails.edit' : 'platform.home.show', { lang: i18n.locale })
  }

  async store({ auth, session, response, i18n }: HttpContext) {
    await this.verifications.resend(auth.getUserOrFail(), i18n.locale)
    session.flash('success', 'accounts.email_verifications.sent')
    return response.redirect().toRoute('accounts.emails.edit', { lang: i18n.locale })
  }
}
