import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import { createEmailConfirmationValidator } from '#validators/accounts/email_confirmation'

/** The notice after each confirmed step (spec §8 'e-mail changed' after the last). */
const CONFIRMED = {
  current: 'accounts.emails.current_confirmed',
  new: 'accounts.emails.changed',
} as const

/** Cabinet → e-mail, steps 2 and 4 (spec §4): the code from the letter. */
@inject()
export default class EmailConfirmationsController {
  constructor(private changes: EmailChangeService) {}

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { code } = await request.validateUsing(createEmailConfirmationValidator)
    const confirmed = await this.changes.confirm({
      user: auth.getUserOrFail(),
      code,
      ip: request.ip(),
      session: auth.use('web').session ?? null,
    })
    session.flash('success', CONFIRMED[confirmed])
    return response.redirect().toRoute('accounts.emails.edit', { lang: i18n.locale })
  }
}
