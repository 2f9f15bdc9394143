import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import DevMailboxService from '#services/accounts/dev_mailbox_service'
import PasswordResetService from '#services/accounts/password_reset_service'
import { createPasswordResetValidator } from '#validators/accounts/password_reset'
import { actorOf } from '#http/actor'

/** Session key: the address the 'letter sent' screen names after a request. */
const SENT_TO = 'password_reset_sent_to'

/** /{lang}/reset (spec §2): ask for a reset letter, then 'letter sent' whatever the address. */
@inject()
export default class PasswordResetsController {
  constructor(
    private resets: PasswordResetService,
    private captcha: CaptchaService,
    private mailbox: DevMailboxService
  ) {}

  async create({ inertia, session }: HttpContext) {
    const sentTo = session.flashMessages.get(SENT_TO)
    return inertia.render('accounts/password_resets/create', {
      sentTo: typeof sentTo === 'string' ? sentTo : null,
      recaptchaSiteKey: this.captcha.siteKey(),
      devMailbox: this.mailbox.enabled,
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { email, recaptcha } = await request.validateUsing(createPasswordResetValidator)
    await this.resets.request({ ...actorOf(ctx), email, recaptcha, locale: i18n.locale })
    session.flash(SENT_TO, email)
    return response.redirect().toRoute('accounts.password_resets.create', { lang: i18n.locale })
  }
}
