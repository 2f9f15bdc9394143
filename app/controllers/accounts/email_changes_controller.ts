import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DevMailboxService from '#services/accounts/dev_mailbox_service'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import {
  createEmailChangeValidator,
  updateEmailChangeValidator,
} from '#validators/accounts/email_change'
import { playerOf } from '#http/actor'

/** The notice after each confirmed step (spec §8 'e-mail changed' after the last). */
const CONFIRMED = {
  current: 'accounts.email_changes.current_confirmed',
  new: 'accounts.email_changes.changed',
} as const

/** Cabinet → e-mail (spec §2, §4): the address, its verification and the change in steps. */
@inject()
export default class EmailChangesController {
  constructor(
    private changes: EmailChangeService,
    private mailbox: DevMailboxService
  ) {}

  async edit({ inertia, auth }: HttpContext) {
    const settings = await this.changes.settings(auth.getUserOrFail())
    return inertia.render('accounts/email_changes/edit', {
      settings: EmailSettingsTransformer.transform(settings),
      devMailbox: this.mailbox.enabled,
    })
  }

  /** Steps 1 and 3 (spec §4): a code to the current or the new address. */
  async store({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const { email } = await request.validateUsing(createEmailChangeValidator, {
      meta: { userId: user.id, currentEmail: user.email },
    })
    await this.changes.sendCode({ user, email, locale: i18n.locale })
    session.flash('success', 'accounts.email_changes.code_sent')
    return response.redirect().toRoute('accounts.email_changes.edit', { lang: i18n.locale })
  }

  /** Steps 2 and 4 (spec §4): the code from the letter. */
  async update(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { code } = await request.validateUsing(updateEmailChangeValidator)
    const confirmed = await this.changes.confirm({ ...playerOf(ctx), code })
    session.flash('success', CONFIRMED[confirmed])
    return response.redirect().toRoute('accounts.email_changes.edit', { lang: i18n.locale })
  }
}
