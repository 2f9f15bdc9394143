import db from '@adonisjs/lucid/services/db'
import type Server from '#models/server'
import type { PlayerProfile } from '#services/players/player_profile_service'
import PlaytimeRangeInvalidException from '#exceptions/playtime_range_invalid_exception'
import PlaytimeResolutionTooFineException from '#exceptions/playtime_resolution_too_fine_exception'
import {
  bucketCount,
  dayStart,
  isTooFine,
  periodStart,
  resolutionOfPeriod,
  secondsByHour,
  sumIntoBuckets,
  utcDay,
  type PlaytimePeriod,
  type PlaytimeResolution,
} from '#domain/players/playtime'
import { fromSqlDateTime, toSqlDateTime } from '#data/sql'

const DAY = 86_400_000

/** A chart of a player's playtime: seconds per bucket from `from` (inclusive) to `to`. */
export type PlaytimeSeries = {
  resolution: PlaytimeResolution
  from: number
  to: number
  points: { start: number; seconds: number }[]
}

function dayOf(value: string | Date) {
  return typeof value === 'string' ? value.slice(0, 10) : utcDay(value.getTime())
}

/** The playtime chart (spec §3; §7 `playtime`, `playtime-range`) from the game API's sessions. */
export default class PlaytimeService {
  /** A period ending today, in the buckets the period is drawn with. */
  async period(
    profile: PlayerProfile,
    server: Server | null,
    period: PlaytimePeriod,
    now = Date.now()
  ): Promise<PlaytimeSeries> {
    const today = utcDay(now)
    const first = period === 'max' ? await this.firstDay(profile, server) : null
    const from = dayStart(periodStart(period, today, first))
    return this.series(profile, server, resolutionOfPeriod(period), from, dayStart(today) + DAY)
  }

  /**
   * Any range [from, to) in a chosen resolution. Throws PlaytimeRangeInvalidException when
   * `to` is not after `from`, PlaytimeResolutionTooFineException past MAX_BUCKETS points.
   */
  async range(
    profile: PlayerProfile,
    server: Server | null,
    resolution: PlaytimeResolution,
    from: number,
    to: number
  ) {
    if (!(to > from)) throw new PlaytimeRangeInvalidException()
    if (isTooFine(resolution, from, to)) {
      throw new PlaytimeResolutionTooFineException(resolution, bucketCount(resolution, from, to))
    }
    return this.series(profile, server, resolution, from, to)
  }

  private async series(
    profile: PlayerProfile,
    server: Server | null,
    resolution: PlaytimeResolution,
    from: number,
    to: number
  ): Promise<PlaytimeSeries> {
    const amounts =
      profile.gamePlayerId === null
        ? []
        : resolution === 'hour'
          ? await this.hourAmounts(profile.gamePlayerId, server, from, to)
          : await this.dayAmounts(profile.gamePlayerId, server, from, to)
    return { resolution, from, to, points: sumIntoBuckets(resolution, from, to, amounts) }
  }

  /** Seconds per day (at the day's start) from the days booked by the game API. */
  private async dayAmounts(gamePlayerId: number, server: Server | null, from: number, to: number) {
    const query = db
      .from('game_playtimes')
      .where('game_player_id', gamePlayerId)
      .where('day', '>=', utcDay(from))
      .where('day', '<=', utcDay(to - 1))
      .groupBy('day')
      .select('day')
      .sum('seconds as seconds')
    if (server) query.where('server_id', server.id)
    const rows = await query
    return rows.map((row) => ({ at: dayStart(dayOf(row.day)), seconds: Number(row.seconds) }))
  }

  /** Seconds per hour, cut from the finished sessions overlapping the range. */
  private async hourAmounts(gamePlayerId: number, server: Server | null, from: number, to: number) {
    const query = db
      .from('game_play_sessions')
      .where('game_player_id', gamePlayerId)
      .where('started_at', '<', toSqlDateTime(to))
      .where('ended_at', '>', toSqlDateTime(from))
      .select('started_at', 'ended_at')
    if (server) query.where('server_id', server.id)
    const rows = await query
    return rows.flatMap((row) =>
      secondsByHour({
        start: Math.max(from, fromSqlDateTime(row.started_at)),
        end: Math.min(to, fromSqlDateTime(row.ended_at)),
      })
    )
  }

  private async firstDay(profile: PlayerProfile, server: Server | null) {
    if (profile.gamePlayerId === null) return null
    const query = db
      .from('game_playtimes')
      .where('game_player_id', profile.gamePlayerId)
      .min('day as first')
    if (server) query.where('server_id', server.id)
    const row = await query.first()
    return row?.first ? dayOf(row.first) : null
  }
}
