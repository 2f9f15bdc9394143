import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileViewService from '#services/players/profile_view_service'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import StoreGrantTransformer from '#transformers/economy/store_grant_transformer'

/** Profile → roles (spec §2 `:nickname/roles`): active privileges per server, privacy applied. */
@inject()
export default class RolesController {
  constructor(private views: ProfileViewService) {}

  async index({ params, auth, inertia, i18n }: HttpContext) {
    const tab = await this.views.rolesTab(params.nickname, auth.user)
    return inertia.render('players/roles/index', {
      player: PlayerProfileTransformer.transform(tab.head),
      roles: tab.roles
        ? tab.roles.map((grant) => new StoreGrantTransformer(grant, i18n.locale).toObject())
        : null,
    })
  }
}
