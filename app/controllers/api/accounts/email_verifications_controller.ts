import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailVerificationService from '#services/accounts/email_verification_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import { apiSerializer } from '#http/api_serializer'

/** POST /api/v1/user/settings/mail/verification: the verification letter again, after its countdown. */
@inject()
export default class EmailVerificationsController {
  constructor(
    private verifications: EmailVerificationService,
    private changes: EmailChangeService
  ) {}

  async store({ auth, i18n, containerResolver }: HttpContext) {
    const user = auth.getUserOrFail()
    await this.verifications.resend(user, i18n.locale)
    const settings = await this.changes.settings(user)
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }
}
