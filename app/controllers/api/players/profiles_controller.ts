import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileViewService from '#services/players/profile_view_service'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import { apiSerializer } from '#http/api_serializer'

/** `GET user/profile/{nickname}` (spec §7): a public profile's head as the caller sees it. */
@inject()
export default class ProfilesController {
  constructor(private views: ProfileViewService) {}

  async show({ params, auth, containerResolver }: HttpContext) {
    const head = await this.views.head(params.nickname, auth.user)
    return apiSerializer.toJson(
      { player: PlayerProfileTransformer.transform(head) },
      containerResolver
    )
  }
}
