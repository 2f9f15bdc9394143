import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlayerStatistics } from '#services/players/player_statistic_service'
import { hoursOf } from '#domain/players/playtime'

/** Profile statistics over one server or all (spec §3 player profile statistics, §7 `statistics`). */
export default class PlayerStatisticsTransformer extends BaseTransformer<PlayerStatistics> {
  toObject() {
    const { server, playtime, places, stats } = this.resource
    return {
      server: server ? { slug: server.slug, name: server.name } : null,
      hoursPlayed: {
        total: hoursOf(playtime.totalSeconds),
        month: hoursOf(playtime.monthSeconds),
        year: hoursOf(playtime.yearSeconds),
      },
      secondsPlayed: playtime.totalSeconds,
      daysOnline: { month: playtime.monthDays, year: playtime.yearDays },
      places: {
        playtime: { allTime: places.playtimeAllTime, month: places.playtimeMonth },
        coins: places.coins,
      },
      stats: { ...stats },
    }
  }
}
