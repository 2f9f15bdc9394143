import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addInserted, isSqlite } from '#data/sql'
import {
  BLOCK_SIZE,
  blockOf,
  secondsBucket,
  secondsBucketSql,
} from '#domain/players/playtime_places'

/** Scope of the all-time totals; months are `YYYY-MM`. */
export const ALL_TIME = 'all'
/** `server_id` of the totals over every server. */
export const ALL_SERVERS = 0

const CHUNK = 500
/**
 * Players per step of an incremental refresh: a step's queries run at once on SQLite, and
 * 100 players' histories keep it within a few milliseconds (#29).
 */
const PLAYERS_PER_STEP = 100
/** How many players each bucket of each top holds (PlaytimePlaceService reads it). */
export const COUNTS = 'player_playtime_counts'
/** The players' months booked since the last refresh (the game API's ingest writes them). */
export const PLAYTIME_CHANGES = 'player_playtime_changes'

/**
 * Lets the requests in flight run between two chunks of a refresh: on SQLite every query
 * runs on the event loop, so a run in one go stalled the site (#29).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

export function monthScope(at: number) {
  return new Date(at).toISOString().slice(0, 7)
}

function monthBounds(scope: string) {
  const [year, month] = scope.split('-').map(Number)
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return { from: `${scope}-01`, to: next }
}

function chunks<T>(items: T[], size = CHUNK) {
  const parts: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size))
  }
  return parts
}

type TotalRow = {
  scope: string
  server_id: number
  game_player_id: number
  seconds: number
  days: number
}

/** The players per month the change rows name, each once. */
function changedMonths(marks: { scope: string; game_player_id: unknown }[]) {
  const months = new Map<string, Set<number>>()
  for (const row of marks) {
    const players = months.get(row.scope) ?? new Set<number>()
    players.add(Number(row.game_player_id))
    months.set(row.scope, players)
  }
  return [...months].map(([scope, players]): [string, number[]] => [scope, [...players]])
}

/** What a top ranks by: seconds played or days with play. */
export type TotalMeasure = 'seconds' | 'days'

/**
 * Playtime totals per month and all time, per server and over all servers
 * (docs/decisions.md "Player tops: maintained playtime totals"): rebuilt from game_playtimes
 * for the months that can still change, so tops and places (PlaytimePlaceService) read an index. Every write is an
 * absolute value and the place counts move by the locked old values, so two refreshes of the
 * same bookings agree. RefreshPlaytimeTotalsJob still runs one at a time (its lock): a run that
 * read a player's days before a new booking could write that older total after a newer run
 * had taken the booking's change row.
 */
export default class PlaytimeTotalService {
  /**
   * Rebuilds the months of the players the game API booked seconds for since the last run
   * (player_playtime_changes) and those players' all-time totals; every month with `full`
   * or while no total exists yet. Returns how many players' totals changed.
   *
   * The change rows are the durable watermark: they are deleted by id only after everything
   * they name is written, so a run that dies midway leaves them for the next run, which
   * rewrites the same absolute values. Deleting by the ids read (never by a range) keeps a row
   * committed late by a concurrent ingest (MariaDB hands out its id before the commit) for
   * the next run, as its seconds may not have been read.
   */
  async refresh(options: { full?: boolean } = {}) {
    const marks = await db.from(PLAYTIME_CHANGES).select('id', 'scope', 'game_player_id')
    const full = options.full ?? !(await db.from('player_playtime_totals').select('scope').first())
    const changed = new Set<number>()
    if (full) {
      for (const scope of await this.playedMonths()) {
        for (const id of await this.refreshMonth(scope)) changed.add(id)
      }
    } else {
      for (const [scope, players] of changedMonths(marks)) {
        for (const part of chunks(players, PLAYERS_PER_STEP)) {
          for (const id of await this.refreshMonth(scope, part)) changed.add(id)
          await yieldToRequests()
        }
      }
    }
    // Every player named, not only those whose months changed now: a run that died after
    // writing a month left that player's all-time rows behind it.
    const players = full
      ? await this.playersWithMonths()
      : new Set([...changed, ...marks.map((row) => Number(row.game_player_id))])
    const step = full ? CHUNK : PLAYERS_PER_STEP
    for (const part of chunks([...players], step)) {
      await this.refreshAllTime(part, step)
      await yieldToRequests()
    }
    for (const part of chunks(marks.map((row) => row.id))) {
      await db.from(PLAYTIME_CHANGES).whereIn('id', part).delete()
      await yieldToRequests()
    }
    return changed.size
  }

  /**
   * Rewrites player_playtime_counts from the totals (the migration that adds it, the
   * generator after its bulk inserts): three grouped scans of the totals.
   */
  async rebuildCounts(client: QueryClientContract = db.connection()) {
    const division = isSqlite(client) ? '/' : 'DIV'
    const bucket = secondsBucketSql('seconds', division)
    const block = `1 + game_player_id ${division} ${BLOCK_SIZE}`
    await client.from(COUNTS).delete()
    const fill = (measure: TotalMeasure, bucketSql: string, blockSql: string | null) =>
      client.rawQuery(
        `insert into ${COUNTS} (scope, server_id, measure, bucket, block, players)
         select scope, server_id, ?, ${bucketSql}, ${blockSql ?? '0'}, count(*)
         from player_playtime_totals where ${measure} > 0
         group by scope, server_id, ${bucketSql}${blockSql ? `, ${blockSql}` : ''}`,
        [measure]
      )
    await fill('seconds', bucket, null)
    await fill('days', 'days', null)
    await fill('days', 'days', block)
  }

  private async playersWithMonths() {
    const rows = await db
      .from('player_playtime_totals')
      .whereNot('scope', ALL_TIME)
      .distinct('game_player_id')
    return new Set(rows.map((row) => Number(row.game_player_id)))
  }

  private async playedMonths() {
    const bounds = await db.from('game_playtimes').min('day as first').max('day as last').first()
    if (!bounds?.first) return []
    const scopes: string[] = []
    // DATE columns come back as strings (SQLite) or Dates at UTC midnight (MySQL).
    const dayOf = (value: string | Date) =>
      typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)
    const last = dayOf(bounds.last).slice(0, 7)
    const at = new Date(`${dayOf(bounds.first).slice(0, 7)}-01T00:00:00Z`)
    for (; monthScope(at.getTime()) <= last; at.setUTCMonth(at.getUTCMonth() + 1)) {
      scopes.push(monthScope(at.getTime()))
    }
    return scopes
  }

  /** Rewrites one month's totals (of these players only); returns the players whose totals changed. */
  private async refreshMonth(scope: string, players?: number[]) {
    const { from, to } = monthBounds(scope)
    // Every server (hidden ones too): with the players, the primary key then seeks the month.
    const serverRows = players ? await db.from('servers').select('id') : []
    const servers = serverRows.map((row) => Number(row.id))
    const month = () =>
      db
        .from('game_playtimes')
        .if(players, (query) =>
          query.whereIn('game_player_id', players!).whereIn('server_id', servers)
        )
        .where('day', '>=', from)
        .where('day', '<', to)
        .where('seconds', '>', 0)
    // One read at a time, the requests running in between (SQLite reads block the loop).
    const perServer = await month()
      .groupBy('server_id', 'game_player_id')
      .select('server_id', 'game_player_id')
      .sum('seconds as seconds')
      .count('* as days')
    if (players) await yieldToRequests()
    const overall = await month()
      .groupBy('game_player_id')
      .select('game_player_id')
      .sum('seconds as seconds')
      .countDistinct('day as days')
    if (players) await yieldToRequests()
    const stored = await db
      .from('player_playtime_totals')
      .where('scope', scope)
      .if(players, (query) => query.whereIn('game_player_id', players!))
      .select('server_id', 'game_player_id', 'seconds', 'days')
    if (players) await yieldToRequests()

    const fresh = new Map<string, TotalRow>()
    const add = (
      serverId: number,
      row: { game_player_id: unknown; seconds: unknown; days: unknown }
    ) => {
      const playerId = Number(row.game_player_id)
      fresh.set(`${serverId}|${playerId}`, {
        scope,
        server_id: serverId,
        game_player_id: playerId,
        seconds: Number(row.seconds),
        days: Number(row.days),
      })
    }
    for (const row of perServer) add(Number(row.server_id), row)
    for (const row of overall) add(ALL_SERVERS, row)
    const previous = new Map(
      stored.map((row) => [`${row.server_id}|${row.game_player_id}`, `${row.seconds}|${row.days}`])
    )
    // A stored total no day backs any more (a replay moved it) drops to zero.
    for (const row of stored) {
      const key = `${row.server_id}|${row.game_player_id}`
      if (!fresh.has(key) && previous.get(key) !== '0|0') {
        add(Number(row.server_id), { game_player_id: row.game_player_id, seconds: 0, days: 0 })
      }
    }

    const rows = [...fresh].filter(
      ([key, row]) => previous.get(key) !== `${row.seconds}|${row.days}`
    )
    await this.write(
      rows.map(([, row]) => row),
      players ? PLAYERS_PER_STEP : CHUNK
    )
    return new Set(rows.map(([, row]) => row.game_player_id))
  }

  /** All-time totals of these players: the sums of their month totals. */
  private async refreshAllTime(playerIds: number[], size = CHUNK) {
    const sums = await db
      .from('player_playtime_totals')
      .whereIn('game_player_id', playerIds)
      .whereNot('scope', ALL_TIME)
      .groupBy('server_id', 'game_player_id')
      .select('server_id', 'game_player_id')
      .sum('seconds as seconds')
      .sum('days as days')
    await this.write(
      sums.map((row) => ({
        scope: ALL_TIME,
        server_id: Number(row.server_id),
        game_player_id: Number(row.game_player_id),
        seconds: Number(row.seconds),
        days: Number(row.days),
      })),
      size
    )
  }

  /**
   * Upserts totals and, in the same transaction, moves their players between the counts'
   * buckets. The old values are read locked (MySQL), so a concurrent writer waits and then
   * starts from these values.
   */
  private async write(rows: TotalRow[], size = CHUNK) {
    if (rows.length === 0) return
    // Sorted, so concurrent refreshes take row locks in the same order.
    rows.sort(
      (a, b) =>
        a.scope.localeCompare(b.scope) ||
        a.server_id - b.server_id ||
        a.game_player_id - b.game_player_id
    )
    // In chunks: a player's all-time rows span every server, more than one insert may take.
    for (const part of chunks(rows, size)) {
      // Small steps for an incremental run: each upsert and commit blocks the loop on SQLite.
      if (size < CHUNK) await yieldToRequests()
      await db.transaction(async (trx) => {
        const old = trx
          .from('player_playtime_totals')
          .whereIn(
            ['scope', 'server_id', 'game_player_id'],
            part.map((row) => [row.scope, row.server_id, row.game_player_id])
          )
          .select('scope', 'server_id', 'game_player_id', 'seconds', 'days')
        if (!isSqlite(trx)) old.forUpdate()
        const counts = new CountChanges()
        for (const row of await old) counts.add(totalOf(row), -1)
        for (const row of part) counts.add(row, 1)
        await trx
          .knexQuery()
          .table('player_playtime_totals')
          .insert(part)
          .onConflict(['scope', 'server_id', 'game_player_id'])
          .merge(['seconds', 'days'])
        await counts.write(trx)
      })
    }
  }
}

function totalOf(row: Record<string, unknown>): TotalRow {
  return {
    scope: String(row.scope),
    server_id: Number(row.server_id),
    game_player_id: Number(row.game_player_id),
    seconds: Number(row.seconds),
    days: Number(row.days),
  }
}

/**
 * Players moving between the counts' buckets (player_playtime_counts), summed per bucket
 * before they are written: by the totals' writes, and by the generator for its bulk rows.
 */
export class CountChanges {
  private changes = new Map<string, CountRow>()

  add(total: TotalRow, players: 1 | -1) {
    const key = { scope: total.scope, server_id: total.server_id }
    if (total.seconds > 0) {
      this.bump(
        { ...key, measure: 'seconds', bucket: secondsBucket(total.seconds), block: 0 },
        players
      )
    }
    if (total.days > 0) {
      this.bump({ ...key, measure: 'days', bucket: total.days, block: 0 }, players)
      this.bump(
        { ...key, measure: 'days', bucket: total.days, block: blockOf(total.game_player_id) },
        players
      )
    }
  }

  private bump(row: Omit<CountRow, 'players'>, players: number) {
    const key = `${row.scope}|${row.server_id}|${row.measure}|${row.bucket}|${row.block}`
    const stored = this.changes.get(key)
    if (stored) stored.players += players
    else this.changes.set(key, { ...row, players })
  }

  async write(trx: TransactionClientContract, chunkSize = CHUNK) {
    const rows = [...this.changes.values()].filter((row) => row.players !== 0)
    if (rows.length === 0) return
    // In key order, as the totals: concurrent writers lock count rows in the same order.
    rows.sort(
      (a, b) =>
        a.scope.localeCompare(b.scope) ||
        a.server_id - b.server_id ||
        a.measure.localeCompare(b.measure) ||
        a.bucket - b.bucket ||
        a.block - b.block
    )
    for (let start = 0; start < rows.length; start += chunkSize) {
      const part = rows.slice(start, start + chunkSize)
      await trx
        .knexQuery()
        .table(COUNTS)
        .insert(part)
        .onConflict(['scope', 'server_id', 'measure', 'bucket', 'block'])
        .merge({ players: addInserted(trx, COUNTS, 'players') })
    }
  }
}

type CountRow = {
  scope: string
  server_id: number
  measure: TotalMeasure
  bucket: number
  block: number
  players: number
}
