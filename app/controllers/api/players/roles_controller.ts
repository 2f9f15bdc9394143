import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreGrantService from '#services/economy/store_grant_service'
import ProfileViewService from '#services/players/profile_view_service'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'

/** spec §7 `GET roles/{nickname}`: the player's active roles per server, unless hidden (403). */
@inject()
export default class RolesController {
  constructor(
    private views: ProfileViewService,
    private grants: StoreGrantService
  ) {}

  async index({ params, auth, i18n }: HttpContext) {
    const profile = await this.views.visibleProfile(params.nickname, auth.user, 'roles')
    const roles = profile.user ? await this.grants.activeFor(profile.user) : []
    return {
      login: profile.nickname,
      roles: roles.map((grant) => new StoreGrantTransformer(grant, i18n.locale).toObject()),
    }
  }
}
