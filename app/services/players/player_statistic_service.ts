import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type Server from '#models/server'
import PlaytimePlaceService from '#services/players/playtime_place_service'
import { ALL_SERVERS, ALL_TIME, monthScope } from '#services/players/playtime_total_service'
import type { PlayerProfile } from '#services/players/player_profile_service'
import CoinTopService from '#services/players/coin_top_service'
import { utcDay } from '#domain/players/playtime'
import { GAME_STATISTICS, type GameStatistic } from '#domain/players/statistics'
import { STATS_COLUMNS } from '#domain/network/game_events'

export type PlaytimeSummary = {
  totalSeconds: number
  monthSeconds: number
  yearSeconds: number
  /** Days with any play this UTC month and year ("online month/year", spec §3). */
  monthDays: number
  yearDays: number
}

/** A player's statistics over one server or all of them (spec §3 player profile statistics). */
export type PlayerStatistics = {
  server: Server | null
  playtime: PlaytimeSummary
  /** Places in the tops; `coins` is network-wide, given on the all-servers scope only. */
  places: { playtimeAllTime: number | null; playtimeMonth: number | null; coins: number | null }
  stats: Record<GameStatistic, number>
}

const EMPTY_PLAYTIME: PlaytimeSummary = {
  totalSeconds: 0,
  monthSeconds: 0,
  yearSeconds: 0,
  monthDays: 0,
  yearDays: 0,
}

function emptyStats() {
  return Object.fromEntries(GAME_STATISTICS.map((name) => [name, 0])) as Record<
    GameStatistic,
    number
  >
}

/** Profile statistics: game statistics, hours played and places in the playtime tops. */
@inject()
export default class PlayerStatisticService {
  constructor(
    private playtimePlaces: PlaytimePlaceService,
    private coinTop: CoinTopService
  ) {}

  /**
   * The player's statistics for each scope: a server, or null for all servers. Playtime is
   * the sum of the finished play sessions the game API booked (game_playtimes).
   */
  async forScopes(profile: PlayerProfile, scopes: (Server | null)[], now = Date.now()) {
    const id = profile.gamePlayerId
    const coinRow = profile.user ? await this.coinTop.own(profile.user.id) : null
    const coins = coinRow?.place ?? null
    if (id === null) {
      return scopes.map((server) => ({
        server,
        playtime: { ...EMPTY_PLAYTIME },
        places: { playtimeAllTime: null, playtimeMonth: null, coins: server ? null : coins },
        stats: emptyStats(),
      }))
    }
    const month = monthScope(now)
    const serverIds = scopes.map((server) => server?.id ?? ALL_SERVERS)
    const [playtime, stats, places] = await Promise.all([
      this.playtime(id, now),
      this.stats(id),
      this.playtimePlaces.places(
        id,
        serverIds.flatMap((serverId) => [
          { scope: ALL_TIME, serverId, measure: 'seconds' as const },
          { scope: month, serverId, measure: 'seconds' as const },
        ])
      ),
    ])
    return scopes.map((server, index): PlayerStatistics => {
      const serverId = serverIds[index]
      return {
        server,
        playtime: playtime.get(serverId) ?? { ...EMPTY_PLAYTIME },
        places: {
          playtimeAllTime: places[index * 2],
          playtimeMonth: places[index * 2 + 1],
          coins: server ? null : coins,
        },
        stats: stats.get(serverId) ?? emptyStats(),
      }
    })
  }

  /** Playtime per server id (0: all servers), summed from the player's days by the database. */
  private async playtime(gamePlayerId: number, now: number) {
    const today = utcDay(now)
    const monthStart = `${today.slice(0, 7)}-01`
    const yearStart = `${today.slice(0, 4)}-01-01`
    const sums = (query: ReturnType<typeof db.from>) =>
      query
        .where('game_player_id', gamePlayerId)
        .where('seconds', '>', 0)
        .select(
          db.raw('sum(seconds) as total_seconds'),
          db.raw('sum(case when day >= ? then seconds else 0 end) as year_seconds', [yearStart]),
          db.raw('sum(case when day >= ? then seconds else 0 end) as month_seconds', [monthStart]),
          db.raw('count(distinct case when day >= ? then day end) as year_days', [yearStart]),
          db.raw('count(distinct case when day >= ? then day end) as month_days', [monthStart])
        )
    const [perServer, overall] = await Promise.all([
      sums(db.from('game_playtimes')).groupBy('server_id').select('server_id'),
      sums(db.from('game_playtimes')),
    ])
    const result = new Map<number, PlaytimeSummary>()
    for (const row of [...perServer, { ...overall[0], server_id: ALL_SERVERS }]) {
      if (row.total_seconds === null) continue
      result.set(Number(row.server_id), {
        totalSeconds: Number(row.total_seconds),
        monthSeconds: Number(row.month_seconds),
        yearSeconds: Number(row.year_seconds),
        monthDays: Number(row.month_days),
        yearDays: Number(row.year_days),
      })
    }
    return result
  }

  /** Game statistics per server id (0: summed over all servers). */
  private async stats(gamePlayerId: number) {
    const rows = await db
      .from('game_player_statistics')
      .where('game_player_id', gamePlayerId)
      .select('server_id', ...Object.values(STATS_COLUMNS))
    const result = new Map<number, Record<GameStatistic, number>>()
    const total = emptyStats()
    for (const row of rows) {
      const own = emptyStats()
      for (const name of GAME_STATISTICS) {
        own[name] = Number(row[STATS_COLUMNS[name]])
        total[name] += own[name]
      }
      result.set(Number(row.server_id), own)
    }
    result.set(ALL_SERVERS, total)
    return result
  }
}
