import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import { apiSerializer } from '#helpers/api_serializer'

/** `GET user/profile/{nickname}` (spec §7): a public profile's head, with online status. */
@inject()
export default class ProfilesController {
  constructor(private profiles: PlayerProfileService) {}

  async show({ params, containerResolver }: HttpContext) {
    const profile = await this.profiles.find(params.nickname)
    const player = await this.profiles.describe(profile, await this.profiles.servers())
    return apiSerializer.toJson(
      { player: PlayerProfileTransformer.transform(player) },
      containerResolver
    )
  }
}
