import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import ProfileViewService from '#services/players/profile_view_service'
import PlaytimeService from '#services/players/playtime_service'
import PlaytimeSeriesTransformer from '#transformers/players/playtime_series_transformer'
import { showPlaytimeValidator } from '#validators/players/playtime'
import { apiSerializer } from '#http/api_serializer'

/** `GET playtime/{nickname}[/{serverName}]?period=` (spec §7): the chart of a period. */
@inject()
export default class PlaytimesController {
  constructor(
    private profiles: PlayerProfileService,
    private views: ProfileViewService,
    private playtime: PlaytimeService
  ) {}

  async show({ params, request, auth, containerResolver }: HttpContext) {
    const { period } = await request.validateUsing(showPlaytimeValidator)
    const profile = await this.views.visibleProfile(params.nickname, auth.user, 'statistics')
    const server = params.serverName ? await this.profiles.server(params.serverName) : null
    const series = await this.playtime.period(profile, server, period ?? '1m')
    return apiSerializer.toJson(
      { playtime: PlaytimeSeriesTransformer.transform(series) },
      containerResolver
    )
  }
}
