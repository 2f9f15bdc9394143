import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type Server from '#models/server'
import type { PresenceEntry } from '#domain/network/play_sessions'
import GamePlayerService, {
  nicknameKey,
  type GamePlayerRef,
} from '#services/network/game_player_service'
import PlaySessionService from '#services/network/play_session_service'
import PlayerPresenceService from '#services/network/player_presence_service'
import { lockRow, toSqlDateTime } from '#data/sql'
import { withConflictRetries } from '#data/transactions'

/**
 * A heartbeat does not contradict a join or leave this recent: its list may have been taken
 * before the event, or the event may still be on its way (docs/game-api.md "Presence").
 */
export const HEARTBEAT_GRACE_MS = 30_000

export type HeartbeatInput = { tps: number; maxPlayers: number; online: GamePlayerRef[] }

/** game-api.md `POST heartbeat`: the server's tps and online list. */
@inject()
export default class HeartbeatService {
  constructor(
    private players: GamePlayerService,
    private sessions: PlaySessionService,
    private presence: PlayerPresenceService
  ) {}

  /**
   * Stores the heartbeat and brings presence in line with its online list: a listed player
   * with no open session joins now, an open session of a player not listed ends when they
   * were last seen (outside the grace period of their last join or leave).
   */
  async record(server: Server, input: HeartbeatInput) {
    const now = Math.floor(Date.now() / 1000) * 1000
    const joined = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await lockRow(trx, 'servers', server.id)
        const online = uniqueByKey(input.online)
        await trx
          .knexQuery()
          .table('server_heartbeats')
          .insert({
            server_id: server.id,
            tps: input.tps,
            max_players: input.maxPlayers,
            online_count: online.length,
            online: JSON.stringify(online.map((player) => player.nickname)),
            received_at: toSqlDateTime(now),
          })
          .onConflict('server_id')
          .merge()

        const ids = await this.players.idsFor(trx, online, now)
        const listed = new Set(ids.values())
        const states = await this.sessions.online(trx, server.id)
        const unlisted = [...listed].filter((id) => !states.has(id))
        for (const [id, state] of await this.sessions.states(trx, server.id, unlisted)) {
          states.set(id, state)
        }

        const settled = (lastEventAt: number | null) =>
          lastEventAt === null || now - lastEventAt >= HEARTBEAT_GRACE_MS
        const entries = new Map<number, PresenceEntry[]>()
        for (const id of listed) {
          const state = states.get(id)
          if (!state?.online && settled(state?.lastEventAt ?? null)) {
            entries.set(id, [{ kind: 'join', at: now, source: 'heartbeat' }])
          }
        }
        for (const [id, state] of states) {
          if (!state.online || listed.has(id) || !settled(state.lastEventAt)) continue
          // Gone since the last time something showed them online (after their join).
          const at = Math.max(state.lastSeenAt ?? 0, state.lastEventAt! + 1000)
          entries.set(id, [{ kind: 'leave', at, source: 'heartbeat' }])
        }

        const cameOnline = await this.sessions.apply(trx, server.id, entries, states)
        await this.sessions.seen(
          trx,
          server.id,
          [...listed].filter((id) => !entries.has(id)),
          now
        )
        const nicknames = new Map([...ids].map(([key, id]) => [id, key]))
        const byKey = new Map(online.map((player) => [nicknameKey(player.nickname), player]))
        return cameOnline.map((id) => byKey.get(nicknames.get(id)!)!.nickname)
      })
    )
    await this.presence.announceJoined(server.id, joined)
    return { serverTime: new Date(now).toISOString() }
  }
}

/** The list without a second entry of a nickname (any case). */
function uniqueByKey(players: GamePlayerRef[]) {
  const seen = new Set<string>()
  return players.filter((player) => {
    const key = nicknameKey(player.nickname)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
