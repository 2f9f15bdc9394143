import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import PlayerStatisticService from '#services/players/player_statistic_service'
import PlaytimeService from '#services/players/playtime_service'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import PlayerStatisticsTransformer from '#transformers/players/player_statistics_transformer'
import PlaytimeSeriesTransformer from '#transformers/players/playtime_series_transformer'

/** `/{lang}/profile/:nickname/statistics` (spec §2, §3): all servers first, then each server. */
@inject()
export default class StatisticsController {
  constructor(
    private profiles: PlayerProfileService,
    private statistics: PlayerStatisticService,
    private playtime: PlaytimeService
  ) {}

  async show({ params, inertia }: HttpContext) {
    const profile = await this.profiles.find(params.nickname)
    const servers = await this.profiles.servers()
    const [player, statistics, playtime] = await Promise.all([
      this.profiles.describe(profile, servers),
      this.statistics.forScopes(profile, [null, ...servers]),
      this.playtime.period(profile, null, '1m'),
    ])
    return inertia.render('players/statistics/show', {
      player: PlayerProfileTransformer.transform(player),
      statistics: PlayerStatisticsTransformer.transform(statistics),
      playtime: PlaytimeSeriesTransformer.transform(playtime),
    })
  }
}
