import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PrivacyService from '#services/accounts/privacy_service'
import { updatePrivacyValidator } from '#validators/accounts/privacy'

/** Cabinet → privacy (spec §2, §7 `user/privacy`): which profile parts others do not see. */
@inject()
export default class PrivacyController {
  constructor(private privacy: PrivacyService) {}

  async edit({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('accounts/privacy/edit', {
      privacy: await this.privacy.choices(user),
      nickname: user.nickname,
    })
  }

  async update({ request, auth, session, response, i18n }: HttpContext) {
    const { hidden } = await request.validateUsing(updatePrivacyValidator)
    await this.privacy.update(auth.getUserOrFail(), hidden)
    session.flash('success', 'accounts.privacy.saved')
    return response.redirect().toRoute('accounts.privacy.edit', { lang: i18n.locale })
  }
}
