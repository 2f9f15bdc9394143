import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import { apiSerializer } from '#helpers/api_serializer'

/** GET /api/v1/user/settings/mail (spec §7): the address, its verification and the change's step. */
@inject()
export default class EmailsController {
  constructor(private changes: EmailChangeService) {}

  async show({ auth, containerResolver }: HttpContext) {
    const settings = await this.changes.settings(auth.getUserOrFail())
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }
}
