import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import ProfileViewService from '#services/players/profile_view_service'
import PlaytimeService from '#services/players/playtime_service'
import PlaytimeSeriesTransformer from '#transformers/players/playtime_series_transformer'
import { showPlaytimeRangeValidator } from '#validators/players/playtime'
import { utcTimeOf } from '#domain/players/playtime'
import { apiSerializer } from '#http/api_serializer'

/** `GET playtime-range/{nickname}[/{serverName}]?resolution=&from=&to=` (spec §7). */
@inject()
export default class PlaytimeRangesController {
  constructor(
    private profiles: PlayerProfileService,
    private views: ProfileViewService,
    private playtime: PlaytimeService
  ) {}

  async show({ params, request, auth, containerResolver }: HttpContext) {
    const input = await request.validateUsing(showPlaytimeRangeValidator)
    const profile = await this.views.visibleProfile(params.nickname, auth.user, 'statistics')
    const server = params.serverName ? await this.profiles.server(params.serverName) : null
    const from = utcTimeOf(input.from)
    const to = utcTimeOf(input.to)
    const series = await this.playtime.range(profile, server, input.resolution, from, to)
    return apiSerializer.toJson(
      { playtime: PlaytimeSeriesTransformer.transform(series) },
      containerResolver
    )
  }
}
