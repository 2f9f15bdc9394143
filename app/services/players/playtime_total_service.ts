import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addInserted, isSqlite } from '#data/sql'
import { withConflictRetries } from '#data/transactions'
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
 * Players per step of an incremental refresh: one transaction reads and writes their month
 * and all-time totals. On SQLite each statement and the commit run on the event loop and the
 * transaction holds the only connection: at 200 players a step's upserts and commit took
 * 100-300 ms, at 50 a step stays near 30 ms of CPU (bench:jobs, #29).
 */
const PLAYERS_PER_STEP = 50
/** Change rows read at a time: a run pages through them rather than loading a backlog at once. */
const MARKS_PER_PAGE = 5000
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

function totalKey(total: Pick<TotalRow, 'scope' | 'server_id' | 'game_player_id'>) {
  return `${total.scope}|${total.server_id}|${total.game_player_id}`
}

function compareTotals(a: TotalRow, b: TotalRow) {
  return (
    a.scope.localeCompare(b.scope) ||
    a.server_id - b.server_id ||
    a.game_player_id - b.game_player_id
  )
}

type ChangeStep = { scope: string; players: number[]; markIds: number[] }

/**
 * The change rows as steps: per month, the players it names (each once, in id order, so
 * concurrent runs lock in the same order) PLAYERS_PER_STEP at a time, with the ids of the rows
 * that named them.
 */
function changeSteps(marks: { id: unknown; scope: string; game_player_id: unknown }[]) {
  const months = new Map<string, Map<number, number[]>>()
  for (const row of marks) {
    const players = months.get(row.scope) ?? new Map<number, number[]>()
    const playerId = Number(row.game_player_id)
    players.set(playerId, [...(players.get(playerId) ?? []), Number(row.id)])
    months.set(row.scope, players)
  }
  const steps: ChangeStep[] = []
  for (const [scope, players] of months) {
    const ids = [...players.keys()].sort((a, b) => a - b)
    for (const part of chunks(ids, PLAYERS_PER_STEP)) {
      steps.push({ scope, players: part, markIds: part.flatMap((id) => players.get(id)!) })
    }
  }
  return steps
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
   * Brings the totals of the players the game API booked seconds for since the last run
   * (player_playtime_changes) up to date; every month with `full` or while no total exists
   * yet. Returns how many players' totals changed.
   *
   * A step takes up to PLAYERS_PER_STEP players of one month and, in one transaction, reads
   * their stored month and all-time totals (locked on MySQL), sums the month afresh from
   * game_playtimes, writes the month's absolute values, moves each all-time total by the
   * month's difference, moves the place counts, and deletes the change rows it handled. So a
   * run that dies midway leaves exactly the unhandled rows, and the all-time totals never
   * re-read a player's history (a regular's sixty months on every server). Change rows are
   * deleted by the ids read (never by a range): MariaDB hands out an id before the commit, so
   * a row committed late by a concurrent ingest waits for the next run.
   */
  async refresh(options: { full?: boolean } = {}) {
    const full = options.full ?? !(await db.from('player_playtime_totals').select('scope').first())
    if (full) return this.rebuildAll()
    const changed = new Set<number>()
    // Rows added while the run pages wait for the next run: a busy ingest cannot keep it going.
    const last = await db.from(PLAYTIME_CHANGES).max('id as id').first()
    let after = 0
    for (;;) {
      const marks = await db
        .from(PLAYTIME_CHANGES)
        .where('id', '>', after)
        .where('id', '<=', Number(last?.id ?? 0))
        .orderBy('id')
        .limit(MARKS_PER_PAGE)
        .select('id', 'scope', 'game_player_id')
      if (marks.length === 0) break
      after = Number(marks[marks.length - 1].id)
      for (const step of changeSteps(marks)) {
        await yieldToRequests()
        const ids = await withConflictRetries(() => this.refreshStep(step))
        for (const id of ids) changed.add(id)
      }
    }
    return changed.size
  }

  /** Every month of every player from game_playtimes, then the all-time sums of the months. */
  private async rebuildAll() {
    const marks = await db.from(PLAYTIME_CHANGES).select('id')
    const changed = new Set<number>()
    for (const scope of await this.playedMonths()) {
      for (const id of await this.refreshMonth(scope)) changed.add(id)
    }
    for (const part of chunks([...(await this.playersWithMonths())])) {
      await this.refreshAllTime(part)
      await yieldToRequests()
    }
    for (const part of chunks(marks.map((row) => row.id))) {
      await db.from(PLAYTIME_CHANGES).whereIn('id', part).delete()
    }
    return changed.size
  }

  /**
   * One step of an incremental run, in one transaction: the players' month totals afresh, their
   * all-time totals moved by the difference, the counts, the change rows gone. Returns the
   * players whose totals changed.
   */
  private refreshStep({ scope, players, markIds }: ChangeStep) {
    return db.transaction(async (trx) => {
      // Locked first (MySQL): a concurrent step for these players waits, then sums the month
      // from a snapshot taken after this one committed.
      const storedQuery = trx
        .from('player_playtime_totals')
        .whereIn('game_player_id', players)
        .whereIn('scope', [scope, ALL_TIME])
        .select('scope', 'server_id', 'game_player_id', 'seconds', 'days')
      if (!isSqlite(trx)) storedQuery.forUpdate()
      const stored = new Map<string, TotalRow>()
      for (const row of await storedQuery) {
        const total = totalOf(row)
        stored.set(totalKey(total), total)
      }
      const fresh = await this.monthSums(trx, scope, players)
      // A stored month no day backs any more (a replay moved it) drops to zero.
      for (const total of stored.values()) {
        if (total.scope !== scope) continue
        const key = totalKey(total)
        if (!fresh.has(key)) fresh.set(key, { ...total, seconds: 0, days: 0 })
      }

      const rows = new Map<string, TotalRow>()
      for (const [key, month] of fresh) {
        const old = stored.get(key) ?? { ...month, seconds: 0, days: 0 }
        const seconds = month.seconds - old.seconds
        const days = month.days - old.days
        if (seconds === 0 && days === 0) continue
        rows.set(key, month)
        const allTimeKey = totalKey({ ...month, scope: ALL_TIME })
        const allTime = rows.get(allTimeKey) ??
          stored.get(allTimeKey) ?? { ...month, scope: ALL_TIME, seconds: 0, days: 0 }
        rows.set(allTimeKey, {
          ...allTime,
          seconds: allTime.seconds + seconds,
          days: allTime.days + days,
        })
      }
      const counts = new CountChanges()
      for (const [key, row] of rows) {
        const old = stored.get(key)
        if (old) counts.add(old, -1)
        counts.add(row, 1)
      }
      if (rows.size > 0) {
        // Sorted, so concurrent steps take row locks in the same order.
        const sorted = [...rows.values()].sort(compareTotals)
        for (const part of chunks(sorted)) await upsertTotals(trx, part)
        await counts.write(trx)
      }
      for (const part of chunks(markIds)) {
        await trx.from(PLAYTIME_CHANGES).whereIn('id', part).delete()
      }
      return new Set([...rows.values()].map((row) => row.game_player_id))
    })
  }

  /**
   * A month's totals summed from game_playtimes, per server and over all servers (a day played
   * on two servers is one day), of these players or everyone; keyed by totalKey.
   */
  private async monthSums(client: QueryClientContract, scope: string, players?: number[]) {
    const { from, to } = monthBounds(scope)
    // Every server (hidden ones too): with the players, the primary key then seeks the month.
    const serverRows = players ? await client.from('servers').select('id') : []
    const servers = serverRows.map((row) => Number(row.id))
    const month = () =>
      client
        .from('game_playtimes')
        .if(players, (query) =>
          query.whereIn('game_player_id', players!).whereIn('server_id', servers)
        )
        .where('day', '>=', from)
        .where('day', '<', to)
        .where('seconds', '>', 0)
    const perServer = await month()
      .groupBy('server_id', 'game_player_id')
      .select('server_id', 'game_player_id')
      .sum('seconds as seconds')
      .count('* as days')
    const overall = await month()
      .groupBy('game_player_id')
      .select('game_player_id')
      .sum('seconds as seconds')
      .countDistinct('day as days')
    const sums = new Map<string, TotalRow>()
    const add = (serverId: number, row: Record<string, unknown>) => {
      const total = totalOf({ ...row, scope, server_id: serverId })
      sums.set(totalKey(total), total)
    }
    for (const row of perServer) add(Number(row.server_id), row)
    for (const row of overall) add(ALL_SERVERS, row)
    return sums
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

  /** Rewrites one month's totals of every player; returns the players whose totals changed. */
  private async refreshMonth(scope: string) {
    const fresh = await this.monthSums(db.connection(), scope)
    const stored = await db
      .from('player_playtime_totals')
      .where('scope', scope)
      .select('scope', 'server_id', 'game_player_id', 'seconds', 'days')
    const previous = new Map<string, TotalRow>()
    for (const row of stored) {
      const total = totalOf(row)
      previous.set(totalKey(total), total)
      // A stored total no day backs any more (a replay moved it) drops to zero.
      if (!fresh.has(totalKey(total))) fresh.set(totalKey(total), { ...total, seconds: 0, days: 0 })
    }
    const rows = [...fresh].filter(([key, row]) => {
      const old = previous.get(key)
      return !old || old.seconds !== row.seconds || old.days !== row.days
    })
    await this.write(rows.map(([, row]) => row))
    return new Set(rows.map(([, row]) => row.game_player_id))
  }

  /** All-time totals of these players: the sums of their month totals. */
  private async refreshAllTime(playerIds: number[]) {
    const sums = await db
      .from('player_playtime_totals')
      .whereIn('game_player_id', playerIds)
      .whereNot('scope', ALL_TIME)
      .groupBy('server_id', 'game_player_id')
      .select('server_id', 'game_player_id')
      .sum('seconds as seconds')
      .sum('days as days')
    await this.write(
      sums.map((row) =>
        totalOf({
          ...row,
          scope: ALL_TIME,
          server_id: row.server_id,
          game_player_id: row.game_player_id,
        })
      )
    )
  }

  /**
   * Upserts totals and, in the same transaction, moves their players between the counts'
   * buckets. The old values are read locked (MySQL), so a concurrent writer waits and then
   * starts from these values.
   */
  private async write(rows: TotalRow[]) {
    // Sorted, so concurrent refreshes take row locks in the same order.
    rows.sort(compareTotals)
    for (const part of chunks(rows)) {
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
        await upsertTotals(trx, part)
        await counts.write(trx)
      })
    }
  }
}

function upsertTotals(trx: TransactionClientContract, rows: TotalRow[]) {
  return trx
    .knexQuery()
    .table('player_playtime_totals')
    .insert(rows)
    .onConflict(['scope', 'server_id', 'game_player_id'])
    .merge(['seconds', 'days'])
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
