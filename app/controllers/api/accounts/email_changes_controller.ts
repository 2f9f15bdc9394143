import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import EmailChangeService from '#services/accounts/email_change_service'
import EmailSettingsTransformer from '#transformers/accounts/email_settings_transformer'
import { apiSerializer } from '#http/api_serializer'
import {
  createEmailChangeValidator,
  updateEmailChangeValidator,
} from '#validators/accounts/email_change'
import { playerOf } from '#http/actor'

/** The e-mail settings and their change in steps (spec §7 `user/settings/mail*`). */
@inject()
export default class EmailChangesController {
  constructor(private changes: EmailChangeService) {}

  /** GET /api/v1/user/settings/mail: the address, its verification and the change's step. */
  async show({ auth, containerResolver }: HttpContext) {
    const settings = await this.changes.settings(auth.getUserOrFail())
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }

  /** POST /api/v1/user/settings/mail/reset {email?}: a code to the current or new address. */
  async store({ request, auth, i18n, containerResolver }: HttpContext) {
    const user = auth.getUserOrFail()
    const { email } = await request.validateUsing(createEmailChangeValidator, {
      meta: { userId: user.id, currentEmail: user.email },
    })
    await this.changes.sendCode({ user, email, locale: i18n.locale })
    const settings = await this.changes.settings(user)
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), containerResolver)
  }

  /** POST /api/v1/user/settings/mail/verify {code}: confirms the step the code was sent for. */
  async update(ctx: HttpContext) {
    const player = playerOf(ctx)
    const { code } = await ctx.request.validateUsing(updateEmailChangeValidator)
    await this.changes.confirm({ ...player, code })
    const settings = await this.changes.settings(player.user)
    return apiSerializer.toJson(EmailSettingsTransformer.transform(settings), ctx.containerResolver)
  }
}
