import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import { apiSerializer } from '#helpers/api_serializer'
import { createEmailConfirmationValidator } from '#validators/accounts/email_confirmation'

/** POST /api/v1/user/settings/mail/verify {code} (spec §7): confirms the step the code was sent for. */
@inject()
export default class EmailConfirmationsController {
  constructor(private changes: EmailChangeService) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const user = auth.getUserOrFail()
    const { code } = await request.validateUsing(createEmailConfirmationValidator)
    await this.changes.confirm({
      user,
      code,
      ip: request.ip(),
      session: auth.use('web').session ?? null,
    })
    const settings = await this.changes.settings(user)
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }
}
