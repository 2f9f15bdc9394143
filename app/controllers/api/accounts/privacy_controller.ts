import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PrivacyService from '#services/accounts/privacy_service'
import { updatePrivacyValidator } from '#validators/accounts/privacy'

/** `GET user/privacy`, `POST user/privacy/hide` (spec §7): the profile parts others do not see. */
@inject()
export default class PrivacyController {
  constructor(private privacy: PrivacyService) {}

  async show({ auth }: HttpContext) {
    return { privacy: await this.privacy.choices(auth.getUserOrFail()) }
  }

  async update({ request, auth }: HttpContext) {
    const { hidden } = await request.validateUsing(updatePrivacyValidator)
    return { privacy: await this.privacy.update(auth.getUserOrFail(), hidden) }
  }
}
