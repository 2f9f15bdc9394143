import { inject } from '@adonisjs/core'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import type Server from '#models/server'
import type User from '#models/user'
import CoinTopService, { type CoinTopRow } from '#services/players/coin_top_service'
import PlaytimePlaceService from '#services/players/playtime_place_service'
import {
  ALL_SERVERS,
  ALL_TIME,
  monthScope,
  type TotalMeasure,
} from '#services/players/playtime_total_service'
import ProfileLikeService from '#services/players/profile_like_service'
import TopTypeUnknownException from '#exceptions/top_type_unknown_exception'
import TopNotPerServerException from '#exceptions/top_not_per_server_exception'
import {
  isPlayTop,
  isTopType,
  TOP_PER_PAGE,
  type TopPeriod,
  type PlayTopType,
  type TopType,
} from '#domain/players/tops'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'

const MEASURES: Record<PlayTopType, TotalMeasure> = {
  playtime: 'seconds',
  online: 'days',
}

export type TopEntry = {
  place: number
  nickname: string
  /** The account's avatar and skin; null for a game-only player. */
  looks: LookKeys | null
  registered: boolean
  /** Seconds played (playtime), days with play (online), site coins (coins) or likes. */
  value: number
}

export type TopPage = {
  type: TopType
  period: TopPeriod
  server: Server | null
  entries: TopEntry[]
  page: number
  perPage: number
  total: number
  /** The viewer's own entry, when logged in and ranked. */
  own: TopEntry | null
}

/**
 * Tops of the players by playtime or days online, from the maintained totals, by coins, from
 * the wallets, and by likes, from the maintained like counts (an index range each).
 */
@inject()
export default class PlayerTopService {
  constructor(
    private playtimePlaces: PlaytimePlaceService,
    private coins: CoinTopService,
    private likes: ProfileLikeService
  ) {}

  /**
   * Throws TopTypeUnknownException (404) for a type not offered, TopNotPerServerException (404)
   * for a network-wide top (coins, likes) asked for a server.
   */
  assertType(type: string, server: string | undefined): TopType {
    if (!isTopType(type)) throw new TopTypeUnknownException(type)
    if (server !== undefined && !isPlayTop(type)) throw new TopNotPerServerException(type)
    return type
  }

  /**
   * One page of a top, and the viewer's place when logged in. Throws
   * TopNotPerServerException (404) for a network-wide top of one server.
   */
  async page(input: {
    type: TopType
    period: TopPeriod
    server: Server | null
    page: number
    viewer: User | null | undefined
    now?: number
  }): Promise<TopPage> {
    if (!isPlayTop(input.type) && input.server) throw new TopNotPerServerException(input.type)
    if (input.type === 'coins') return this.coinPage(input.page, input.viewer)
    if (input.type === 'likes') return this.likesPage(input.page, input.viewer)
    const scope = input.period === 'all' ? ALL_TIME : monthScope(input.now ?? Date.now())
    const serverId = input.server?.id ?? ALL_SERVERS
    const measure = MEASURES[input.type]
    const offset = (input.page - 1) * TOP_PER_PAGE
    const [rows, total, own] = await Promise.all([
      this.ranked(scope, serverId, measure, (totals) => totals.offset(offset).limit(TOP_PER_PAGE)),
      this.count(scope, serverId, measure),
      this.own(scope, serverId, measure, input.viewer?.nicknameKey ?? null),
    ])
    return {
      type: input.type,
      period: input.period,
      server: input.server,
      entries: rows.map((row, index) => entryOf(row, offset + index + 1)),
      page: input.page,
      perPage: TOP_PER_PAGE,
      total,
      own,
    }
  }

  /** The coins top: the whole network, as the wallets stand now (no server, no period). */
  private async coinPage(page: number, viewer: User | null | undefined): Promise<TopPage> {
    const offset = (page - 1) * TOP_PER_PAGE
    const [rows, total, own] = await Promise.all([
      this.coins.page(offset, TOP_PER_PAGE),
      this.coins.count(),
      viewer ? this.coins.own(viewer.id) : null,
    ])
    const entryOfCoins = (row: CoinTopRow): TopEntry => ({
      place: row.place,
      nickname: row.nickname,
      looks: row.looks,
      registered: true,
      value: row.coins,
    })
    return {
      type: 'coins',
      period: 'all',
      server: null,
      entries: rows.map(entryOfCoins),
      page,
      perPage: TOP_PER_PAGE,
      total,
      own: own ? entryOfCoins(own) : null,
    }
  }

  /** The likes top: the whole network, of all time (no server, no period). */
  private async likesPage(page: number, viewer: User | null | undefined): Promise<TopPage> {
    const top = await this.likes.top(page, viewer)
    return {
      type: 'likes' as const,
      period: 'all' as const,
      server: null,
      entries: top.entries,
      page,
      perPage: TOP_PER_PAGE,
      total: top.total,
      own: top.own,
    }
  }

  /**
   * The ranked totals `pick` keeps (a page, or one player), with their names. The totals are
   * chosen first, in a subquery, so the database reads them from the top's index; joined in one
   * query, MariaDB scanned every player and sorted the whole top.
   */
  private ranked(
    scope: string,
    serverId: number,
    measure: TotalMeasure,
    pick: (totals: ReturnType<typeof db.from>) => void
  ) {
    const totals = db
      .from('player_playtime_totals')
      .where('scope', scope)
      .where('server_id', serverId)
      .where(measure, '>', 0)
      .orderBy(measure, 'desc')
      .orderBy('game_player_id', 'asc')
      .select('game_player_id', `${measure} as value`)
    pick(totals)
    return db
      .from(totals.as('total'))
      .join('game_players as player', 'player.id', 'total.game_player_id')
      .leftJoin('users as user', 'user.nickname_key', 'player.nickname_key')
      .orderBy('total.value', 'desc')
      .orderBy('total.game_player_id', 'asc')
      .select(
        'total.game_player_id',
        'total.value',
        'player.nickname',
        'user.nickname as account_nickname',
        'user.avatar_key',
        'user.skin_key'
      )
  }

  /** How many players a top ranks; cached a minute, like the totals' refresh. */
  private async count(scope: string, serverId: number, measure: TotalMeasure) {
    return cache.getOrSet({
      key: `players:top_count:${scope}:${serverId}:${measure}`,
      ttl: '60s',
      factory: async () => {
        const row = await db
          .from('player_playtime_totals')
          .where({ scope, server_id: serverId })
          .where(measure, '>', 0)
          .count('* as total')
          .first()
        return Number(row?.total ?? 0)
      },
    })
  }

  private async own(
    scope: string,
    serverId: number,
    measure: TotalMeasure,
    nicknameKey: string | null
  ) {
    if (nicknameKey === null) return null
    const player = await db
      .from('game_players')
      .where('nickname_key', nicknameKey)
      .select('id')
      .first()
    if (!player) return null
    const place = await this.playtimePlaces.place(player.id, scope, serverId, measure)
    if (place === null) return null
    const row = await this.ranked(scope, serverId, measure, (totals) =>
      totals.where('game_player_id', player.id)
    ).first()
    return row ? entryOf(row, place) : null
  }
}

function entryOf(
  row: {
    game_player_id: number
    value: number | string
    nickname: string
    account_nickname: string | null
    avatar_key: string | null
    skin_key: string | null
  },
  place: number
): TopEntry {
  return {
    place,
    nickname: row.account_nickname ?? row.nickname,
    looks: row.account_nickname === null ? null : lookKeysOfRow(row),
    registered: row.account_nickname !== null,
    value: Number(row.value),
  }
}
