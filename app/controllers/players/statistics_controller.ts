import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileViewService from '#services/players/profile_view_service'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import PlayerStatisticsTransformer from '#transformers/players/player_statistics_transformer'
import PlaytimeSeriesTransformer from '#transformers/players/playtime_series_transformer'

/**
 * `/{lang}/profile/:nickname/statistics` (spec §2, §3): all servers first, then each server;
 * statistics and chart null when the player hides them from this viewer.
 */
@inject()
export default class StatisticsController {
  constructor(private views: ProfileViewService) {}

  async show({ params, auth, inertia }: HttpContext) {
    const tab = await this.views.statisticsTab(params.nickname, auth.user)
    return inertia.render('players/statistics/show', {
      player: PlayerProfileTransformer.transform(tab.head),
      statistics: tab.statistics ? PlayerStatisticsTransformer.transform(tab.statistics) : null,
      playtime: tab.playtime ? PlaytimeSeriesTransformer.transform(tab.playtime) : null,
    })
  }
}
