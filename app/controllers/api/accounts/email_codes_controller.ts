import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import { apiSerializer } from '#helpers/api_serializer'
import { createEmailCodeValidator } from '#validators/accounts/email_code'

/** POST /api/v1/user/settings/mail/reset {email?} (spec §7): a code to the current or new address. */
@inject()
export default class EmailCodesController {
  constructor(private changes: EmailChangeService) {}

  async store({ request, auth, i18n, containerResolver }: HttpContext) {
    const user = auth.getUserOrFail()
    const { email } = await request.validateUsing(createEmailCodeValidator, {
      meta: { userId: user.id, currentEmail: user.email },
    })
    await this.changes.sendCode({ user, email, locale: i18n.locale })
    const settings = await this.changes.settings(user)
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }
}
