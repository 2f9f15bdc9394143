import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import PlayerProfileService from '#services/players/player_profile_service'
import SearchTooShortException from '#exceptions/search_too_short_exception'
import { whereNicknamePrefix } from '#data/nickname_prefix'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH, searchKeyOf } from '#domain/players/searches'

const LOOK_COLUMNS = ['avatar_key', 'skin_key']

/** One player a search found: the account's nickname when registered, else the game's. */
export type PlayerSearchResult = {
  nickname: string
  /** The account's avatar and skin; null for a game-only player. */
  looks: LookKeys | null
  registered: boolean
  online: boolean
}

/**
 * Player search (spec §2 /player-search, §7 `user/search`): accounts and game players whose
 * nickname key starts with the query, in key order, each an index range on the unique key.
 */
@inject()
export default class PlayerSearchService {
  constructor(private profiles: PlayerProfileService) {}

  /** Up to SEARCH_LIMIT players. Throws SearchTooShortException (400) below four characters. */
  async find(query: string): Promise<PlayerSearchResult[]> {
    if (query.trim().length < SEARCH_MIN_LENGTH)
      throw new SearchTooShortException(SEARCH_MIN_LENGTH)
    const key = searchKeyOf(query)
    if (key === null) return []
    const byPrefix = (table: string, columns: string[]) =>
      whereNicknamePrefix(db.from(table), 'nickname_key', key)
        .orderBy('nickname_key')
        .limit(SEARCH_LIMIT)
        .select('nickname_key', 'nickname', ...columns)
    const [users, gamePlayers] = await Promise.all([
      byPrefix('users', LOOK_COLUMNS),
      byPrefix('game_players', ['id']),
    ])
    const accounts = new Map(users.map((row) => [row.nickname_key as string, row]))
    const players = new Map(gamePlayers.map((row) => [row.nickname_key as string, row]))
    const keys = [...new Set([...accounts.keys(), ...players.keys()])].sort().slice(0, SEARCH_LIMIT)
    // A key one table listed may sit past the other's limit (MySQL collations sort `_` apart).
    await Promise.all([
      this.complete(accounts, keys, 'users', LOOK_COLUMNS),
      this.complete(players, keys, 'game_players', ['id']),
    ])
    const online = await this.online(
      keys.flatMap((entry) => (players.has(entry) ? [Number(players.get(entry).id)] : []))
    )
    return keys.map((entry) => {
      const player = players.get(entry)
      return {
        nickname: accounts.get(entry)?.nickname ?? player.nickname,
        looks: accounts.has(entry) ? lookKeysOfRow(accounts.get(entry)) : null,
        registered: accounts.has(entry),
        online: player !== undefined && online.has(Number(player.id)),
      }
    })
  }

  /** The page's answer: the players, or why there are none (a short query shows a hint). */
  async findForPage(query: string | undefined) {
    if (query === undefined || query.trim() === '') return { players: null, tooShort: false }
    if (query.trim().length < SEARCH_MIN_LENGTH) return { players: null, tooShort: true }
    return { players: await this.find(query), tooShort: false }
  }

  /** Adds the rows of `keys` a table has but its first page did not list. */
  private async complete(rows: Map<string, any>, keys: string[], table: string, columns: string[]) {
    const missing = keys.filter((entry) => !rows.has(entry))
    if (missing.length === 0) return
    const found = await db
      .from(table)
      .whereIn('nickname_key', missing)
      .select('nickname_key', 'nickname', ...columns)
    for (const row of found) rows.set(row.nickname_key, row)
  }

  /**
   * The one place that decides whether a search shows a player online: on a server now.
   * Nothing is hidden yet; a player's privacy choice belongs here.
   */
  private async online(gamePlayerIds: number[]) {
    const online = await this.profiles.onlineServerIds(gamePlayerIds)
    return new Set(online.keys())
  }
}
