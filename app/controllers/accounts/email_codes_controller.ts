import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import { createEmailCodeValidator } from '#validators/accounts/email_code'

/** Cabinet → e-mail, steps 1 and 3 (spec §4): a code to the current or the new address. */
@inject()
export default class EmailCodesController {
  constructor(private changes: EmailChangeService) {}

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const { email } = await request.validateUsing(createEmailCodeValidator, {
      meta: { userId: user.id, currentEmail: user.email },
    })
    await this.changes.sendCode({ user, email, locale: i18n.locale })
    session.flash('success', 'accounts.emails.code_sent')
    return response.redirect().toRoute('accounts.emails.edit', { lang: i18n.locale })
  }
}
