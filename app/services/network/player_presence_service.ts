import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { fromSqlDateTime } from '#data/sql'
import { nicknameKey } from '#services/network/game_player_service'

/** A server whose last heartbeat is older than this is taken to be down: nobody is on it. */
export const HEARTBEAT_STALE_MS = 180_000

/**
 * Who is online where (docs/game-api.md "Presence"), as the game API last heard it: joins and
 * leaves, and each heartbeat's online list. Other areas ask here (the delivery outbox waits
 * for a player) or listen to `network:player_joined`.
 */
export default class PlayerPresenceService {
  /** Whether the player (nickname, any case) is on the server now. */
  async isOnline(serverId: number, nickname: string) {
    const row = await db
      .from('game_player_presences as presence')
      .join('game_players as player', 'player.id', 'presence.game_player_id')
      .leftJoin('server_heartbeats as heartbeat', 'heartbeat.server_id', 'presence.server_id')
      .where('presence.server_id', serverId)
      .where('player.nickname_key', nicknameKey(nickname))
      .select('presence.online', 'heartbeat.received_at')
      .first()
    if (!row || !row.online) return false
    return !this.stale(row.received_at)
  }

  /** Nicknames of the players on the server now. */
  async onlineNicknames(serverId: number): Promise<string[]> {
    const heartbeat = await db
      .from('server_heartbeats')
      .where('server_id', serverId)
      .select('received_at')
      .first()
    if (heartbeat && this.stale(heartbeat.received_at)) return []
    const rows = await db
      .from('game_player_presences as presence')
      .join('game_players as player', 'player.id', 'presence.game_player_id')
      .where('presence.server_id', serverId)
      .where('presence.online', true)
      .orderBy('player.nickname_key')
      .select('player.nickname')
    return rows.map((row) => row.nickname)
  }

  /** Tells listeners that these players came online on the server (after the change committed). */
  async announceJoined(serverId: number, nicknames: string[]) {
    for (const nickname of nicknames) {
      try {
        await emitter.emit('network:player_joined', { serverId, nickname })
      } catch (error) {
        // The presence is stored either way; a failing listener must not fail the game API.
        logger.error({ err: error, serverId, nickname }, 'network:player_joined listener failed')
      }
    }
  }

  /** A server that sends heartbeats but stopped: none is expected from one that never sent any. */
  private stale(receivedAt: string | Date | null) {
    if (receivedAt === null) return false
    return Date.now() - fromSqlDateTime(receivedAt) > HEARTBEAT_STALE_MS
  }
}
