import db from '@adonisjs/lucid/services/db'
import GameBan from '#models/game_ban'
import Server from '#models/server'
import { whereNicknamePrefix } from '#data/nickname_prefix'
import { searchKeyOf } from '#domain/players/searches'
import { banStatus, type BanStatus } from '#domain/players/bans'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'

/** One row of the ban list: the ban, its server and its state when read. */
export type BanEntry = { ban: GameBan; server: Server; status: BanStatus; looks: LookKeys | null }

/**
 * The ban list (spec §2 /banlist, §7 `ban/list`): the bans the game servers reported
 * (GameBanService writes them), newest first, by server and nickname prefix.
 */
export default class BanService {
  /**
   * One page of bans, newest start first. `server` null: every server; `nickname`: a prefix of
   * the nickname, any case (characters no nickname has find nothing).
   */
  async list(input: {
    server: Server | null
    nickname: string | undefined
    page: number
    perPage: number
    now?: number
  }) {
    const key = input.nickname ? searchKeyOf(input.nickname) : ''
    const bans = await GameBan.query()
      .whereNotNull('nickname')
      .if(input.server, (query) => query.where('server_id', input.server!.id))
      .if(key === null, (query) => query.whereRaw('1 = 0'))
      .if(key, (query) => whereNicknamePrefix(query, 'nickname_key', key!))
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(input.page, input.perPage)
    const ids = [...new Set(bans.all().map((ban) => ban.serverId))]
    const servers = new Map(
      (ids.length === 0 ? [] : await Server.query().whereIn('id', ids)).map((server) => [
        server.id,
        server,
      ])
    )
    // The banned players' accounts, for their heads: one index lookup for the page.
    const keys = [
      ...new Set(bans.all().flatMap((ban) => (ban.nicknameKey ? [ban.nicknameKey] : []))),
    ]
    const accounts = new Map(
      (keys.length === 0
        ? []
        : await db
            .from('users')
            .whereIn('nickname_key', keys)
            .select('nickname_key', 'avatar_key', 'skin_key')
      ).map((row) => [row.nickname_key as string, lookKeysOfRow(row)])
    )
    const now = input.now ?? Date.now()
    const entries: BanEntry[] = bans.all().map((ban) => ({
      ban,
      server: servers.get(ban.serverId)!,
      looks: (ban.nicknameKey && accounts.get(ban.nicknameKey)) || null,
      status: banStatus(
        { endsAt: ban.endsAt?.toMillis() ?? null, liftedAt: ban.liftedAt?.toMillis() ?? null },
        now
      ),
    }))
    return { entries, meta: bans.getMeta() }
  }
}
