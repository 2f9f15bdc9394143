import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailVerificationService from '#services/accounts/email_verification_service'
import { showEmailVerificationValidator } from '#validators/accounts/email_verification'
import { actorOf } from '#http/actor'

/** The verification link of the letter (spec §8 'e-mail verified') and a new letter on request. */
@inject()
export default class EmailVerificationsController {
  constructor(private verifications: EmailVerificationService) {}

  async show(ctx: HttpContext) {
    const { request, auth, session, response, inertia, i18n } = ctx
    const { token } = await request.validateUsing(showEmailVerificationValidator)
    const problem = await this.verifications.verify(token ?? '', actorOf(ctx))
    // A link that did nothing gets its own page in the link's language, not an error toast on `/`.
    if (problem) return inertia.render('accounts/email_verifications/show', { problem })
    session.flash('success', 'accounts.email_verifications.verified')
    // A logged-in player lands on their e-mail settings; anyone else on the home page.
    return response
      .redirect()
      .toRoute(auth.user ? 'accounts.email_changes.edit' : 'platform.home.show', {
        lang: i18n.locale,
      })
  }

  async store({ auth, session, response, i18n }: HttpContext) {
    await this.verifications.resend(auth.getUserOrFail(), i18n.locale)
    session.flash('success', 'accounts.email_verifications.sent')
    return response.redirect().toRoute('accounts.email_changes.edit', { lang: i18n.locale })
  }
}
