import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import PlayerProfileService from '#services/players/player_profile_service'
import PrivacyService from '#services/accounts/privacy_service'
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
  constructor(
    private profiles: PlayerProfileService,
    private privacy: PrivacyService
  ) {}

  /**
   * Up to SEARCH_LIMIT players, online only where `viewer` may see it (privacy rule).
   * Throws SearchTooShortException (400) below four characters.
   */
  async find(query: string, viewer: User | null | undefined): Promise<PlayerSearchResult[]> {
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
      byPrefix('users', ['id', ...LOOK_COLUMNS]),
      byPrefix('game_players', ['id']),
    ])
    const accounts = new Map(users.map((row) => [row.nickname_key as string, row]))
    const players = new Map(gamePlayers.map((row) => [row.nickname_key as string, row]))
    const keys = [...new Set([...accounts.keys(), ...players.keys()])].sort().slice(0, SEARCH_LIMIT)
    // A key one table listed may sit past the other's limit (MySQL collations sort `_` apart).
    await Promise.all([
      this.complete(accounts, keys, 'users', ['id', ...LOOK_COLUMNS]),
      this.complete(players, keys, 'game_players', ['id']),
    ])
    const [online, concealed] = await Promise.all([
      this.online(
        keys.flatMap((entry) => (players.has(entry) ? [Number(players.get(entry).id)] : []))
      ),
      this.privacy.onlineConcealed(
        keys.flatMap((entry) => (accounts.has(entry) ? [Number(accounts.get(entry).id)] : [])),
        viewer
      ),
    ])
    return keys.map((entry) => {
      const player = players.get(entry)
      const account = accounts.get(entry)
      const hidden = account !== undefined && concealed.has(Number(account.id))
      return {
        nickname: account?.nickname ?? player.nickname,
        looks: account !== undefined ? lookKeysOfRow(account) : null,
        registered: account !== undefined,
        online: !hidden && player !== undefined && online.has(Number(player.id)),
      }
    })
  }

  /** The page's answer: the players, or why there are none (a short query shows a hint). */
  async findForPage(query: string | undefined, viewer: User | null | undefined) {
    if (query === undefined || query.trim() === '') return { players: null, tooShort: false }
    if (query.trim().length < SEARCH_MIN_LENGTH) return { players: null, tooShort: true }
    return { players: await this.find(query, viewer), tooShort: false }
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
   * Whether the players are on a server now; who may see it is the privacy rule's (`find`).
   */
  private async online(gamePlayerIds: number[]) {
    const online = await this.profiles.onlineServerIds(gamePlayerIds)
    return new Set(online.keys())
  }
}
