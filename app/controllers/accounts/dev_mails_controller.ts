import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DevMailboxService from '#services/accounts/dev_mailbox_service'
import DevMailTransformer from '#transformers/accounts/dev_mail_transformer'

/**
 * /{lang}/dev-mailbox: the letters of the embedded default (README "Mail"),
 * outside production and only without SMTP; otherwise 404.
 */
@inject()
export default class DevMailsController {
  constructor(private mailbox: DevMailboxService) {}

  async index({ inertia }: HttpContext) {
    return inertia.render('accounts/dev_mails/index', {
      messages: DevMailTransformer.transform(await this.mailbox.list()),
      keep: this.mailbox.keep,
    })
  }

  async show({ inertia, params }: HttpContext) {
    return inertia.render('accounts/dev_mails/show', {
      message: DevMailTransformer.transform(await this.mailbox.find(params.id)).useVariant(
        'toDetailed'
      ),
    })
  }
}
