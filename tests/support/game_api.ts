import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { ServerFactory } from '#database/factories/server_factory'
import ServerKeyService from '#services/network/server_key_service'
import { fromSqlDateTime, toSqlDateTime } from '#data/sql'
import { STATS_COLUMNS } from '#domain/network/game_events'

/** A game server with a fresh game API key. */
export async function gameServerWithKey(overrides: { enabled?: boolean } = {}) {
  const created = await ServerFactory.merge({ enabled: overrides.enabled ?? true }).create()
  const { server, key } = await new ServerKeyService().issue(created.slug)
  return { server, key }
}

/** A game-server call to `url` (pathFor('game.…')) with the server's key. */
export function gameCall(client: ApiClient, key: string, url: string, body: unknown) {
  return client
    .post(url)
    .header('Authorization', `Bearer ${key}`)
    .header('Accept-Language', 'en')
    .json(body)
}

const PRESENCE_TIMES: Record<string, string[]> = {
  game_player_presences: ['online_since', 'last_seen_at', 'last_event_at'],
  game_presence_entries: ['at'],
  game_play_sessions: ['started_at', 'ended_at'],
  server_heartbeats: ['received_at'],
}

/**
 * Moves every stored presence time `seconds` into the past, as if that much time had gone
 * by since (the grace period and staleness compare them with the clock).
 */
export async function letTimePass(seconds: number) {
  for (const [table, columns] of Object.entries(PRESENCE_TIMES)) {
    const rows = await db.from(table).select('*')
    for (const row of rows) {
      const changes: Record<string, string | null> = {}
      for (const column of columns) {
        const value = fromSqlDateTime(row[column] as string | Date | null)
        changes[column] = value === null ? null : toSqlDateTime(value - seconds * 1000)
      }
      const keys =
        table === 'game_player_presences'
          ? { server_id: row.server_id, game_player_id: row.game_player_id }
          : table === 'server_heartbeats'
            ? { server_id: row.server_id }
            : { id: row.id }
      await db.from(table).where(keys).update(changes)
    }
  }
}

/** `YYYY-MM-DD` of a DATE column as either driver returns it. */
function dayOf(value: string | Date) {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10)
}

/**
 * What the tables hold, keyed as `gameTraffic` keys its totals (`<server index>|<nickname
 * key>|…`): playtime per day (zero days left out) and every statistic above zero.
 */
export async function storedTotals(serverIds: number[]) {
  const index = new Map(serverIds.map((id, position) => [id, position]))
  const playtime = new Map<string, number>()
  const days = await db
    .from('game_playtimes as playtime')
    .join('game_players as player', 'player.id', 'playtime.game_player_id')
    .select('playtime.server_id', 'player.nickname_key', 'playtime.day', 'playtime.seconds')
  for (const row of days) {
    if (Number(row.seconds) === 0) continue
    playtime.set(
      `${index.get(row.server_id)}|${row.nickname_key}|${dayOf(row.day)}`,
      Number(row.seconds)
    )
  }
  const stats = new Map<string, number>()
  const rows = await db
    .from('game_player_statistics as statistic')
    .join('game_players as player', 'player.id', 'statistic.game_player_id')
    .select('statistic.*', 'player.nickname_key')
  for (const row of rows) {
    for (const [name, column] of Object.entries(STATS_COLUMNS)) {
      const value = Number(row[column])
      if (value > 0) stats.set(`${index.get(row.server_id)}|${row.nickname_key}|${name}`, value)
    }
  }
  return { playtime, stats }
}
