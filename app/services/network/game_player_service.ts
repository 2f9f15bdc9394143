import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { inChunks, isSqlite, toSqlDateTime } from '#data/sql'

export type GamePlayerRef = { nickname: string; uuid?: string | null }

/** The key a nickname is known by, as accounts key theirs (docs/decisions.md "Case-free nicknames"). */
export function nicknameKey(nickname: string) {
  return nickname.toLowerCase()
}

/**
 * Players as the game servers name them (docs/game-api.md "Players unknown to the site"):
 * kept by nickname, whether or not an account has it.
 */
export default class GamePlayerService {
  /**
   * The ids of these players by nickname key, adding the ones never seen (in the caller's
   * transaction; three queries at most whatever the count).
   */
  async idsFor(trx: TransactionClientContract, players: GamePlayerRef[], now: number) {
    const byKey = new Map<string, GamePlayerRef>()
    for (const player of players) {
      const key = nicknameKey(player.nickname)
      if (!byKey.has(key) || (player.uuid && !byKey.get(key)!.uuid)) byKey.set(key, player)
    }
    const ids = new Map<string, number>()
    if (byKey.size === 0) return ids

    const read = async (keys: string[], latest: boolean) => {
      const query = trx
        .from('game_players')
        .whereIn('nickname_key', keys)
        .select('id', 'nickname_key')
      // MySQL reads a snapshot older than another server's batch that added the player
      // meanwhile; a locking read sees it.
      if (latest && !isSqlite(trx)) query.forShare()
      for (const row of await query) ids.set(row.nickname_key, Number(row.id))
    }
    const readAll = async (keys: string[], latest: boolean) => {
      for (const part of inChunks(keys)) await read(part, latest)
    }
    await readAll([...byKey.keys()], false)

    const missing = [...byKey.keys()].filter((key) => !ids.has(key)).sort()
    if (missing.length === 0) return ids
    const createdAt = toSqlDateTime(now)
    for (const part of inChunks(missing)) {
      await trx
        .knexQuery()
        .table('game_players')
        .insert(
          part.map((key) => ({
            nickname: byKey.get(key)!.nickname,
            nickname_key: key,
            uuid: byKey.get(key)!.uuid ?? null,
            created_at: createdAt,
          }))
        )
        // Another server's batch may add the same player at the same moment.
        .onConflict('nickname_key')
        .ignore()
    }
    await readAll(missing, true)
    return ids
  }
}
