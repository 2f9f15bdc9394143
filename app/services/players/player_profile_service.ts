import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import GamePlayer from '#models/game_player'
import Server from '#models/server'
import User from '#models/user'
import PlayerNotFoundException from '#exceptions/player_not_found_exception'
import PlayerNotRegisteredException from '#exceptions/player_not_registered_exception'
import ServerNotFoundException from '#exceptions/server_not_found_exception'
import { HEARTBEAT_STALE_MS } from '#services/network/player_presence_service'
import { nicknameKey } from '#services/network/game_player_service'
import { fromSqlDateTime } from '#data/sql'

/**
 * A player as a public profile shows them: an account, a game player, or both joined by
 * the nickname key. `gamePlayerId` null: registered but never seen by the game servers;
 * `user` null: seen by the game servers but not registered (spec #13).
 */
export type PlayerProfile = {
  nickname: string
  gamePlayerId: number | null
  user: User | null
  firstSeenAt: DateTime | null
}

const NICKNAME = /^[A-Za-z0-9_]{1,16}$/

/** Public profiles (spec §2 /profile/:nickname, §7 `user/profile/{nickname}`). */
export default class PlayerProfileService {
  /**
   * The account of a nickname, for what only accounts have (friends, likes). Throws
   * PlayerNotFoundException (404), PlayerNotRegisteredException (400) for a game-only player.
   */
  async account(nickname: string): Promise<User> {
    const { user } = await this.find(nickname)
    if (!user) throw new PlayerNotRegisteredException(nickname)
    return user
  }

  /** The player of a nickname, any case. Throws PlayerNotFoundException (404). */
  async find(nickname: string): Promise<PlayerProfile> {
    if (!NICKNAME.test(nickname)) throw new PlayerNotFoundException(nickname)
    const key = nicknameKey(nickname)
    const [user, gamePlayer] = await Promise.all([
      User.findBy('nicknameKey', key),
      GamePlayer.findBy('nicknameKey', key),
    ])
    if (!user && !gamePlayer) throw new PlayerNotFoundException(nickname)
    return {
      nickname: user?.nickname ?? gamePlayer!.nickname,
      gamePlayerId: gamePlayer?.id ?? null,
      user,
      firstSeenAt: gamePlayer?.createdAt ?? null,
    }
  }

  /** The profile with the names (slugs) of the servers the player is on now. */
  async describe(profile: PlayerProfile, servers: Server[]) {
    const id = profile.gamePlayerId
    const byPlayer = id === null ? null : await this.onlineServerIds([id])
    const online = (id !== null && byPlayer?.get(id)) || []
    const onlineServers = servers
      .filter((server) => online.includes(server.id))
      .map((server) => server.slug)
    return { ...profile, onlineServers }
  }

  /** The enabled servers in their order, for tabs and lookups. */
  async servers() {
    return Server.query().where('enabled', true).orderBy('position').orderBy('id')
  }

  /** An enabled server by its name in addresses (slug). Throws ServerNotFoundException (404). */
  async server(slug: string) {
    const server = await Server.query().where('slug', slug).where('enabled', true).first()
    if (!server) throw new ServerNotFoundException(slug)
    return server
  }

  /**
   * The ids of the servers the player is on now (presence online, and the server's
   * heartbeats not stale, as PlayerPresenceService.isOnline decides).
   */
  async onlineServerIds(gamePlayerIds: number[]) {
    const online = new Map<number, number[]>()
    if (gamePlayerIds.length === 0) return online
    const rows = await db
      .from('game_player_presences as presence')
      .leftJoin('server_heartbeats as heartbeat', 'heartbeat.server_id', 'presence.server_id')
      .whereIn('presence.game_player_id', gamePlayerIds)
      .where('presence.online', true)
      .select('presence.game_player_id', 'presence.server_id', 'heartbeat.received_at')
    const now = Date.now()
    for (const row of rows) {
      if (row.received_at !== null && now - fromSqlDateTime(row.received_at) > HEARTBEAT_STALE_MS)
        continue
      const id = Number(row.game_player_id)
      online.set(id, [...(online.get(id) ?? []), Number(row.server_id)])
    }
    return online
  }
}
