import { inject } from '@adonisjs/core'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import type Server from '#models/server'
import PlaytimeTotalService, {
  ALL_SERVERS,
  ALL_TIME,
  monthScope,
  type TotalMeasure,
} from '#services/players/playtime_total_service'
import TopTypeUnknownException from '#exceptions/top_type_unknown_exception'
import { isTopType, TOP_PER_PAGE, type TopPeriod, type TopType } from '#domain/players/tops'

const MEASURES: Record<TopType, TotalMeasure> = { playtime: 'seconds', online: 'days' }

export type TopEntry = {
  place: number
  gamePlayerId: number
  nickname: string
  registered: boolean
  /** Seconds played (playtime) or days with play (online). */
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

/** Tops of the players by playtime or days online, from the maintained totals (an index range). */
@inject()
export default class PlayerTopService {
  constructor(private totals: PlaytimeTotalService) {}

  /** Throws TopTypeUnknownException (404) for a type not offered. */
  assertType(type: string): TopType {
    if (!isTopType(type)) throw new TopTypeUnknownException(type)
    return type
  }

  /** One page of a top, and the viewer's place (by nickname key) when given. */
  async page(input: {
    type: TopType
    period: TopPeriod
    server: Server | null
    page: number
    viewerNicknameKey: string | null
    now?: number
  }): Promise<TopPage> {
    const scope = input.period === 'all' ? ALL_TIME : monthScope(input.now ?? Date.now())
    const serverId = input.server?.id ?? ALL_SERVERS
    const measure = MEASURES[input.type]
    const offset = (input.page - 1) * TOP_PER_PAGE
    const [rows, total, own] = await Promise.all([
      this.ranked(scope, serverId, measure).offset(offset).limit(TOP_PER_PAGE),
      this.count(scope, serverId, measure),
      this.own(scope, serverId, measure, input.viewerNicknameKey),
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

  private ranked(scope: string, serverId: number, measure: TotalMeasure) {
    return db
      .from('player_playtime_totals as total')
      .join('game_players as player', 'player.id', 'total.game_player_id')
      .leftJoin('users as user', 'user.nickname_key', 'player.nickname_key')
      .where('total.scope', scope)
      .where('total.server_id', serverId)
      .where(`total.${measure}`, '>', 0)
      .orderBy(`total.${measure}`, 'desc')
      .orderBy('total.game_player_id', 'asc')
      .select(
        'total.game_player_id',
        `total.${measure} as value`,
        'player.nickname',
        'user.nickname as account_nickname'
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
    const place = await this.totals.place(player.id, scope, serverId, measure)
    if (place === null) return null
    const row = await this.ranked(scope, serverId, measure)
      .where('total.game_player_id', player.id)
      .first()
    return row ? entryOf(row, place) : null
  }
}

function entryOf(
  row: {
    game_player_id: number
    value: number | string
    nickname: string
    account_nickname: string | null
  },
  place: number
): TopEntry {
  return {
    place,
    gamePlayerId: Number(row.game_player_id),
    nickname: row.account_nickname ?? row.nickname,
    registered: row.account_nickname !== null,
    value: Number(row.value),
  }
}
