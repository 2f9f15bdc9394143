import db from '@adonisjs/lucid/services/db'
import type { Knex } from 'knex'
import { isSqlite } from '#data/sql'
import {
  blockOf,
  blockStart,
  secondsBucket,
  secondsBucketEnd,
} from '#domain/players/playtime_places'
import { COUNTS, type TotalMeasure } from '#services/players/playtime_total_service'

/** Tops whose places one statement counts (profile statistics ask for ten). */
const PLACES_PER_STATEMENT = 5

export type PlaceQuery = { scope: string; serverId: number; measure: TotalMeasure }

/**
 * A player's places in the playtime tops (docs/decisions.md "Player tops: places from
 * maintained counts"), read from the totals and counts PlaytimeTotalService keeps.
 */
export default class PlaytimePlaceService {
  /**
   * A player's place in a top (1 = first; ties by player id, as the top lists them); null
   * when the player has not played in that scope.
   */
  async place(
    gamePlayerId: number,
    scope: string,
    serverId: number,
    measure: TotalMeasure = 'seconds'
  ) {
    const [place] = await this.places(gamePlayerId, [{ scope, serverId, measure }])
    return place
  }

  /**
   * A player's places in several tops: the player's totals in one query, then, in one more
   * statement (one snapshot), the players ahead in each top from the maintained counts
   * (app/domain/players/playtime_places.ts) and the top's index inside the player's bucket.
   */
  async places(gamePlayerId: number, tops: PlaceQuery[]): Promise<(number | null)[]> {
    if (tops.length === 0) return []
    const mine = await db
      .from('player_playtime_totals')
      .where('game_player_id', gamePlayerId)
      .whereIn('scope', [...new Set(tops.map((top) => top.scope))])
      .whereIn('server_id', [...new Set(tops.map((top) => top.serverId))])
      .select('scope', 'server_id', 'seconds', 'days')
    const valueOf = (top: PlaceQuery) => {
      const row = mine.find(
        (candidate) => candidate.scope === top.scope && Number(candidate.server_id) === top.serverId
      )
      return row ? Number(row[top.measure]) : 0
    }
    const ranked = tops
      .map((top) => ({ ...top, value: valueOf(top) }))
      .filter((top) => top.value > 0)
    if (ranked.length === 0) return tops.map(() => null)

    const client = db.connection()
    const knex = client.getReadClient()
    const column = (top: (typeof ranked)[number], index: number) => {
      const parts = aheadCounts(knex, !isSqlite(client), gamePlayerId, top)
      return knex.raw(`${parts.map(() => 'coalesce((?), 0)').join(' + ')} as ??`, [
        ...parts,
        `ahead_${index}`,
      ])
    }
    // A statement per few tops, run side by side: each top's counts still share a snapshot.
    const groups = Array.from(
      { length: Math.ceil(ranked.length / PLACES_PER_STATEMENT) },
      (_, at) => ranked.slice(at * PLACES_PER_STATEMENT, (at + 1) * PLACES_PER_STATEMENT)
    )
    const rows = await Promise.all(
      groups.map((group, at) =>
        knex.select(group.map((top, index) => column(top, at * PLACES_PER_STATEMENT + index)))
      )
    )
    const ahead = Object.assign({}, ...rows.map(([row]) => row))
    return tops.map((top) => {
      const index = ranked.findIndex(
        (candidate) =>
          candidate.scope === top.scope &&
          candidate.serverId === top.serverId &&
          candidate.measure === top.measure
      )
      return index === -1 ? null : Number(ahead[`ahead_${index}`]) + 1
    })
  }
}

/**
 * The subqueries whose sum is how many players are ahead of one with `value` in a top: the
 * buckets above, then inside the player's own bucket (seconds: the larger amounts and the ties
 * with a smaller id; days: the id blocks before the player's and the ties inside its block).
 */
function aheadCounts(
  knex: Knex,
  mysql: boolean,
  gamePlayerId: number,
  top: PlaceQuery & { value: number }
): Knex.QueryBuilder[] {
  const { scope, serverId, measure, value } = top
  // MySQL weighs every index of these tables for each of the many small subqueries (index
  // dives): the one that serves each is named, which halves the statement's time.
  const table = (name: string, index: string) =>
    mysql ? knex.raw('?? force index (??)', [name, index]) : knex.raw('??', [name])
  const counts = (index: string) =>
    knex.from(table(COUNTS, index)).where({ scope, server_id: serverId, measure }).sum('players')
  const totals = () =>
    knex
      .from(table('player_playtime_totals', `player_totals_top_by_${measure}`))
      .where({ scope, server_id: serverId })
      .count('*')
  if (measure === 'seconds') {
    const bucket = secondsBucket(value)
    return [
      counts('player_playtime_counts_by_block').where('block', 0).where('bucket', '>', bucket),
      totals().where((ahead) => {
        ahead
          .where((larger) =>
            larger.where('seconds', '>', value).where('seconds', '<', secondsBucketEnd(bucket))
          )
          .orWhere((tie) => tie.where('seconds', value).where('game_player_id', '<', gamePlayerId))
      }),
    ]
  }
  const block = blockOf(gamePlayerId)
  return [
    counts('player_playtime_counts_by_block').where('block', 0).where('bucket', '>', value),
    counts('PRIMARY').where('bucket', value).where('block', '>=', 1).where('block', '<', block),
    totals()
      .where('days', value)
      .where('game_player_id', '>=', blockStart(block))
      .where('game_player_id', '<', gamePlayerId),
  ]
}
