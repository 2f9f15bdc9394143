import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import PasswordResetService from '#services/accounts/password_reset_service'
import { createPasswordResetValidator } from '#validators/accounts/password_reset'
import { actorOf } from '#http/actor'

/** Session key: the address the 'letter sent' screen names. */
const SENT_TO = 'launcher_reset_sent_to'

/**
 * spec §2 /{lang}/launcher/reset (enter the e-mail) and
 * /launcher/reset/request ('letter sent', spec §4): the site's reset.
 */
@inject()
export default class PasswordResetsController {
  constructor(
    private resets: PasswordResetService,
    private captcha: CaptchaService
  ) {}

  async create({ inertia }: HttpContext) {
    return inertia.render('launcher/password_resets/create', {
      recaptchaSiteKey: this.captcha.siteKey(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { email, recaptcha } = await request.validateUsing(createPasswordResetValidator)
    await this.resets.request({ ...actorOf(ctx), email, recaptcha, locale: i18n.locale })
    session.flash(SENT_TO, email)
    return response.redirect().toRoute('launcher.password_resets.show', { lang: i18n.locale })
  }

  async show({ inertia, session }: HttpContext) {
    const sentTo = session.flashMessages.get(SENT_TO)
    return inertia.render('launcher/password_resets/show', {
      sentTo: typeof sentTo === 'string' ? sentTo : null,
    })
  }
}
