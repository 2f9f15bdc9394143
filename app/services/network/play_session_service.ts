import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  OFFLINE,
  comparePresence,
  replayPresence,
  secondsByUtcDay,
  type ClosedSession,
  type PresenceEntry,
  type PresenceState,
} from '#domain/network/play_sessions'
import { addInserted, fromSqlDateTime, inChunks, toSqlDateTime } from '#data/sql'
import { PLAYTIME_CHANGES } from '#services/players/playtime_total_service'

type PresenceRow = {
  game_player_id: number
  online: number | boolean
  online_since: string | Date | null
  last_seen_at: string | Date | null
  last_event_at: string | Date | null
}

function stateOf(row: PresenceRow): PresenceState {
  return {
    online: Boolean(row.online),
    since: fromSqlDateTime(row.online_since),
    lastSeenAt: fromSqlDateTime(row.last_seen_at),
    lastEventAt: fromSqlDateTime(row.last_event_at),
  }
}

/** Whether entries (in timeline order) all come after the timeline so far. */
function extendsTimeline(state: PresenceState, first: PresenceEntry) {
  if (state.lastEventAt === null || first.at > state.lastEventAt) return true
  return first.at === state.lastEventAt && first.kind === 'join'
}

/**
 * Play sessions and playtime (docs/game-api.md "Playtime"): turns joins and leaves into the
 * players' timelines, finished sessions and seconds per UTC day, in the caller's transaction.
 * Entries after a player's timeline extend it in memory; an entry before its end replays the
 * timeline from the entry preceding it, replacing the sessions (and playtime) that follow.
 */
export default class PlaySessionService {
  /** Current presence rows of some players (or every online one) of a server. */
  async states(trx: TransactionClientContract, serverId: number, playerIds: number[]) {
    const states = new Map<number, PresenceState>()
    if (playerIds.length === 0) return states
    for (const part of inChunks(playerIds)) {
      const rows: PresenceRow[] = await trx
        .from('game_player_presences')
        .where('server_id', serverId)
        .whereIn('game_player_id', part)
        .select('game_player_id', 'online', 'online_since', 'last_seen_at', 'last_event_at')
      for (const row of rows) states.set(Number(row.game_player_id), stateOf(row))
    }
    return states
  }

  /** Players of a server with an open session, and their state. */
  async online(trx: TransactionClientContract, serverId: number) {
    const rows: PresenceRow[] = await trx
      .from('game_player_presences')
      .where('server_id', serverId)
      .where('online', true)
      .select('game_player_id', 'online', 'online_since', 'last_seen_at', 'last_event_at')
    return new Map(rows.map((row) => [Number(row.game_player_id), stateOf(row)]))
  }

  /**
   * Adds timeline entries (any order) per player of a server and books what they close.
   * `known` may hold states already read in this transaction. Returns the players who went
   * from offline to online.
   */
  async apply(
    trx: TransactionClientContract,
    serverId: number,
    entries: Map<number, PresenceEntry[]>,
    known?: Map<number, PresenceState>
  ) {
    const playerIds = [...entries.keys()]
    const before = known ?? (await this.states(trx, serverId, playerIds))
    const after = new Map<number, PresenceState>()
    const sessions: (ClosedSession & { playerId: number })[] = []
    const playtime = new Map<string, { playerId: number; day: string; seconds: number }>()
    const book = (playerId: number, session: ClosedSession, sign: 1 | -1) => {
      for (const { day, seconds } of secondsByUtcDay(session.startedAt, session.endedAt)) {
        const key = `${playerId}|${day}`
        const slot = playtime.get(key) ?? { playerId, day, seconds: 0 }
        slot.seconds += sign * seconds
        playtime.set(key, slot)
      }
    }

    for (const [playerId, list] of entries) {
      list.sort(comparePresence)
      const state = before.get(playerId) ?? OFFLINE
      const result = extendsTimeline(state, list[0])
        ? replayPresence(state, list)
        : await this.replay(trx, serverId, playerId, state, list, book)
      after.set(playerId, result.state)
      for (const session of result.sessions) {
        sessions.push({ ...session, playerId })
        book(playerId, session, 1)
      }
    }

    await this.write(trx, serverId, entries, sessions, playtime, after)
    return playerIds.filter((id) => !before.get(id)?.online && after.get(id)!.online)
  }

  /**
   * A late entry: rebuilds the player's sessions from the last timeline entry before the
   * earliest new one, un-booking the sessions it replaces.
   */
  private async replay(
    trx: TransactionClientContract,
    serverId: number,
    playerId: number,
    current: PresenceState,
    added: PresenceEntry[],
    book: (playerId: number, session: ClosedSession, sign: 1 | -1) => void
  ) {
    const scope = () =>
      trx
        .from('game_presence_entries')
        .where('server_id', serverId)
        .where('game_player_id', playerId)
    const anchor = await scope()
      .where('at', '<', toSqlDateTime(added[0].at))
      .orderBy('at', 'desc')
      .select('at')
      .first()
    const from = anchor ? fromSqlDateTime(anchor.at as string | Date) : null

    const storedQuery = scope().select('kind', 'source', 'at')
    const replacedQuery = trx
      .from('game_play_sessions')
      .where('server_id', serverId)
      .where('game_player_id', playerId)
      .select('id', 'started_at', 'ended_at', 'end_reason')
    if (from !== null) {
      storedQuery.where('at', '>=', toSqlDateTime(from))
      replacedQuery.where('started_at', '>=', toSqlDateTime(from))
    }
    const [stored, replaced] = await Promise.all([storedQuery, replacedQuery])

    for (const row of replaced) {
      book(
        playerId,
        {
          startedAt: fromSqlDateTime(row.started_at),
          endedAt: fromSqlDateTime(row.ended_at),
          endReason: row.end_reason,
        },
        -1
      )
    }
    for (const part of inChunks(replaced)) {
      await trx
        .from('game_play_sessions')
        .whereIn(
          'id',
          part.map((row) => row.id)
        )
        .delete()
    }

    const timeline: PresenceEntry[] = [
      ...stored.map((row) => ({ kind: row.kind, source: row.source, at: fromSqlDateTime(row.at) })),
      ...added,
    ].sort(comparePresence)
    const result = replayPresence(OFFLINE, timeline)
    // Heartbeats that saw the same open session still count.
    if (result.state.online && current.online && current.since === result.state.since) {
      result.state.lastSeenAt = Math.max(result.state.lastSeenAt ?? 0, current.lastSeenAt ?? 0)
    }
    return result
  }

  private async write(
    trx: TransactionClientContract,
    serverId: number,
    entries: Map<number, PresenceEntry[]>,
    sessions: (ClosedSession & { playerId: number })[],
    playtime: Map<string, { playerId: number; day: string; seconds: number }>,
    states: Map<number, PresenceState>
  ) {
    const knex = () => trx.knexQuery()
    const entryRows = [...entries].flatMap(([playerId, list]) =>
      list.map((entry) => ({
        server_id: serverId,
        game_player_id: playerId,
        kind: entry.kind,
        source: entry.source,
        at: toSqlDateTime(entry.at),
      }))
    )
    for (const part of inChunks(entryRows)) {
      await knex().table('game_presence_entries').insert(part)
    }

    for (const part of inChunks(sessions)) {
      await knex()
        .table('game_play_sessions')
        .insert(
          part.map((session) => ({
            server_id: serverId,
            game_player_id: session.playerId,
            started_at: toSqlDateTime(session.startedAt),
            ended_at: toSqlDateTime(session.endedAt),
            seconds: Math.round((session.endedAt - session.startedAt) / 1000),
            end_reason: session.endReason,
          }))
        )
    }

    // Sorted, so concurrent transactions lock shared rows in the same order.
    const days = [...playtime.values()]
      .filter((slot) => slot.seconds !== 0)
      .sort((a, b) => a.playerId - b.playerId || a.day.localeCompare(b.day))
    for (const part of inChunks(days)) {
      await knex()
        .table('game_playtimes')
        .insert(
          part.map((slot) => ({
            game_player_id: slot.playerId,
            server_id: serverId,
            day: slot.day,
            seconds: slot.seconds,
          }))
        )
        .onConflict(['game_player_id', 'server_id', 'day'])
        .merge({ seconds: addInserted(trx, 'game_playtimes', 'seconds') })
      // The months the totals' refresh rebuilds for these players (PlaytimeTotalService).
      const changed = new Set(part.map((slot) => `${slot.playerId}|${slot.day.slice(0, 7)}`))
      await knex()
        .table(PLAYTIME_CHANGES)
        .insert(
          [...changed].map((key) => {
            const [playerId, scope] = key.split('|')
            return { game_player_id: Number(playerId), scope }
          })
        )
    }

    const stateRows = [...states]
      .sort(([a], [b]) => a - b)
      .map(([playerId, state]) => ({
        server_id: serverId,
        game_player_id: playerId,
        online: state.online,
        online_since: state.since === null ? null : toSqlDateTime(state.since),
        last_seen_at: state.lastSeenAt === null ? null : toSqlDateTime(state.lastSeenAt),
        last_event_at: state.lastEventAt === null ? null : toSqlDateTime(state.lastEventAt),
      }))
    for (const part of inChunks(stateRows)) {
      await knex()
        .table('game_player_presences')
        .insert(part)
        .onConflict(['server_id', 'game_player_id'])
        .merge(['online', 'online_since', 'last_seen_at', 'last_event_at'])
    }
  }

  /** Records that a heartbeat listed these online players at `at`. */
  async seen(trx: TransactionClientContract, serverId: number, playerIds: number[], at: number) {
    for (const part of inChunks(playerIds)) {
      await trx
        .from('game_player_presences')
        .where('server_id', serverId)
        .where('online', true)
        .whereIn('game_player_id', part)
        .update({ last_seen_at: toSqlDateTime(at) })
    }
  }
}
