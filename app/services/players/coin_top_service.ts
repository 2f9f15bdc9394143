import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'

/** One row of the coins top: an account and its site coins. */
export type CoinTopRow = { place: number; nickname: string; looks: LookKeys; coins: number }

/**
 * The coins top (spec §2 /top/coins, §3 tops): accounts by their wallet's site coins (the wallet
 * service writes them), richest first, ties by account id. Reads walk the `wallets_by_coins`
 * index from its end, so a page and a place never scan every wallet.
 */
export default class CoinTopService {
  /**
   * One page of the top; wallets without coins are not ranked. The offset is skipped inside the
   * index alone (a deep page would otherwise join every skipped wallet to its account).
   */
  async page(offset: number, limit: number): Promise<CoinTopRow[]> {
    const wallets = db
      .from('wallets')
      .where('coins', '>', 0)
      .orderBy('coins', 'desc')
      .orderBy('user_id', 'asc')
      .offset(offset)
      .limit(limit)
      .select('user_id', 'coins')
    const rows = await db
      .from(wallets.as('wallet'))
      .join('users as user', 'user.id', 'wallet.user_id')
      .orderBy('wallet.coins', 'desc')
      .orderBy('wallet.user_id', 'asc')
      .select('wallet.coins', 'user.nickname', 'user.avatar_key', 'user.skin_key')
    return rows.map((row, index) => rowOf(row, offset + index + 1))
  }

  /** How many accounts hold coins; cached a minute, like the playtime tops' counts. */
  async count() {
    return cache.getOrSet({
      key: 'players:top_count:coins',
      ttl: '60s',
      factory: async () => {
        const row = await db.from('wallets').where('coins', '>', 0).count('* as total').first()
        return Number(row?.total ?? 0)
      },
    })
  }

  /** The account's row with its place (1 = richest); null without coins. */
  async own(userId: number): Promise<CoinTopRow | null> {
    const row = await db
      .from('wallets as wallet')
      .join('users as user', 'user.id', 'wallet.user_id')
      .where('wallet.user_id', userId)
      .where('wallet.coins', '>', 0)
      .select('wallet.coins', 'user.nickname', 'user.avatar_key', 'user.skin_key')
      .first()
    if (!row) return null
    const coins = Number(row.coins)
    // Two ranges of the index: richer accounts, then those as rich with a smaller id.
    const [richer, tied] = await Promise.all([
      db.from('wallets').where('coins', '>', coins).count('* as total').first(),
      db
        .from('wallets')
        .where('coins', coins)
        .where('user_id', '<', userId)
        .count('* as total')
        .first(),
    ])
    return rowOf(row, Number(richer?.total ?? 0) + Number(tied?.total ?? 0) + 1)
  }
}

function rowOf(
  row: {
    coins: number | string
    nickname: string
    avatar_key: string | null
    skin_key: string | null
  },
  place: number
): CoinTopRow {
  return { place, nickname: row.nickname, looks: lookKeysOfRow(row), coins: Number(row.coins) }
}
