import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DevMailboxService from '#services/accounts/dev_mailbox_service'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'

/** Cabinet → e-mail (spec §2, §4): the address, its verification and the change in steps. */
@inject()
export default class EmailsController {
  constructor(
    private changes: EmailChangeService,
    private mailbox: DevMailboxService
  ) {}

  async edit({ inertia, auth }: HttpContext) {
    const settings = await this.changes.settings(auth.getUserOrFail())
    return inertia.render('accounts/emails/edit', {
      settings: EmailSettingsTransformer.transform(settings),
      devMailbox: this.mailbox.enabled,
    })
  }
}
