import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import ProfileViewService from '#services/players/profile_view_service'
import PlayerStatisticService from '#services/players/player_statistic_service'
import PlayerStatisticsTransformer from '#transformers/players/player_statistics_transformer'
import { apiSerializer } from '#http/api_serializer'

/** `GET statistics/{nickname}[/{server}]` (spec §7): over all servers, or one. */
@inject()
export default class StatisticsController {
  constructor(
    private profiles: PlayerProfileService,
    private views: ProfileViewService,
    private statistics: PlayerStatisticService
  ) {}

  async show({ params, auth, containerResolver }: HttpContext) {
    const profile = await this.views.visibleProfile(params.nickname, auth.user, 'statistics')
    const server = params.server ? await this.profiles.server(params.server) : null
    const [statistics] = await this.statistics.forScopes(profile, [server])
    return apiSerializer.toJson(
      { statistics: PlayerStatisticsTransformer.transform(statistics) },
      containerResolver
    )
  }
}
