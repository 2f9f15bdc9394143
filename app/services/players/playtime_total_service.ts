import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Scope of the all-time totals; months are `YYYY-MM`. */
export const ALL_TIME = 'all'
/** `server_id` of the totals over every server. */
export const ALL_SERVERS = 0

const CHUNK = 500

export function monthScope(at: number) {
  return new Date(at).toISOString().slice(0, 7)
}

function monthBounds(scope: string) {
  const [year, month] = scope.split('-').map(Number)
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return { from: `${scope}-01`, to: next }
}

function chunks<T>(items: T[]) {
  const parts: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK) {
    parts.push(items.slice(start, start + CHUNK))
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

/** What a top ranks by: seconds played or days with play. */
export type TotalMeasure = 'seconds' | 'days'

/**
 * Playtime totals per month and all time, per server and over all servers
 * (docs/decisions.md "Player tops: maintained playtime totals"): rebuilt from game_playtimes
 * for the months that can still change, so tops and places read an index. Every write is an
 * absolute value, so two refreshes running at once agree and need no lock.
 */
export default class PlaytimeTotalService {
  /**
   * Refreshes the current and previous UTC month (every month with `full`, or while no
   * total exists yet) and the all-time totals of the players whose months changed; older
   * months are final. Returns how many players were refreshed.
   */
  async refresh(options: { now?: number; full?: boolean } = {}) {
    const now = options.now ?? Date.now()
    const full = options.full ?? !(await db.from('player_playtime_totals').select('scope').first())
    const scopes = full
      ? await this.playedMonths()
      : [monthScope(new Date(now).setUTCDate(0)), monthScope(now)]
    const changed = new Set<number>()
    for (const scope of scopes) {
      for (const id of await this.refreshMonth(scope)) changed.add(id)
    }
    for (const part of chunks([...changed])) await this.refreshAllTime(part)
    return changed.size
  }

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
    const mine = await db
      .from('player_playtime_totals')
      .where({ scope, server_id: serverId, game_player_id: gamePlayerId })
      .select(measure)
      .first()
    const value = mine ? Number(mine[measure]) : 0
    if (value <= 0) return null
    const ahead = await db
      .from('player_playtime_totals')
      .where({ scope, server_id: serverId })
      .where((query) => {
        query
          .where(measure, '>', value)
          .orWhere((tie) => tie.where(measure, value).where('game_player_id', '<', gamePlayerId))
      })
      .count('* as total')
      .first()
    return Number(ahead?.total ?? 0) + 1
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

  /** Rewrites one month's totals; returns the players whose totals changed. */
  private async refreshMonth(scope: string) {
    const { from, to } = monthBounds(scope)
    const month = () =>
      db
        .from('game_playtimes')
        .where('day', '>=', from)
        .where('day', '<', to)
        .where('seconds', '>', 0)
    const [perServer, overall, stored] = await Promise.all([
      month()
        .groupBy('server_id', 'game_player_id')
        .select('server_id', 'game_player_id')
        .sum('seconds as seconds')
        .count('* as days'),
      month()
        .groupBy('game_player_id')
        .select('game_player_id')
        .sum('seconds as seconds')
        .countDistinct('day as days'),
      db
        .from('player_playtime_totals')
        .where('scope', scope)
        .select('server_id', 'game_player_id', 'seconds', 'days'),
    ])

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
    for (const part of chunks(rows.map(([, row]) => row))) await this.write(db.connection(), part)
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
      db.connection(),
      sums.map((row) => ({
        scope: ALL_TIME,
        server_id: Number(row.server_id),
        game_player_id: Number(row.game_player_id),
        seconds: Number(row.seconds),
        days: Number(row.days),
      }))
    )
  }

  private async write(client: QueryClientContract, rows: TotalRow[]) {
    if (rows.length === 0) return
    // Sorted, so concurrent refreshes take row locks in the same order.
    rows.sort(
      (a, b) =>
        a.scope.localeCompare(b.scope) ||
        a.server_id - b.server_id ||
        a.game_player_id - b.game_player_id
    )
    // In chunks: a player's all-time rows span every server, more than one insert may take.
    for (const part of chunks(rows)) {
      await client
        .knexQuery()
        .table('player_playtime_totals')
        .insert(part)
        .onConflict(['scope', 'server_id', 'game_player_id'])
        .merge(['seconds', 'days'])
    }
  }
}
