import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Server from '#models/server'
import type { PresenceEntry } from '#domain/network/play_sessions'
import { STATS_COLUMNS } from '#domain/network/game_events'
import type { GameStatistic } from '#domain/players/statistics'
import GamePlayerService, { nicknameKey } from '#services/network/game_player_service'
import PlaySessionService from '#services/network/play_session_service'
import PlayerPresenceService from '#services/network/player_presence_service'
import GameBanService from '#services/network/game_ban_service'
import { addInserted, inChunks, lockRow, toSqlDateTime } from '#data/sql'
import { withConflictRetries } from '#data/transactions'
import type { BanEvent, GameEvent, StatsEvent, UnbanEvent } from '#validators/network/game_event'

/**
 * game-api.md `POST events`: applies a batch of checked events of one server, each at most
 * once by its id (docs/game-api.md "POST events"). One transaction per batch and a fixed number of
 * statements whatever its size; the server's row is locked so its batches apply one at a time.
 */
@inject()
export default class GameEventService {
  constructor(
    private players: GamePlayerService,
    private sessions: PlaySessionService,
    private bans: GameBanService,
    private presence: PlayerPresenceService
  ) {}

  /**
   * Applies the events not applied before (a `game_events` row, unique per server and id, is
   * written with their effects); counts the rest as duplicates. A concurrent replay that loses
   * the race on that index is run again and finds them applied.
   */
  async ingest(server: Server, events: GameEvent[]) {
    const now = Math.floor(Date.now() / 1000) * 1000
    const unique = new Map<string, GameEvent>()
    for (const event of events) if (!unique.has(event.id)) unique.set(event.id, event)
    if (unique.size === 0) return { accepted: 0, duplicates: 0 }

    const { accepted, joined } = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await lockRow(trx, 'servers', server.id)
        const done = new Set<string>()
        for (const part of inChunks([...unique.keys()])) {
          const applied = await trx
            .from('game_events')
            .where('server_id', server.id)
            .whereIn('event_id', part)
            .select('event_id')
          for (const row of applied) done.add(row.event_id as string)
        }
        const fresh = [...unique.values()].filter((event) => !done.has(event.id))
        if (fresh.length === 0) return { accepted: 0, joined: [] as string[] }

        for (const part of inChunks(fresh)) {
          await trx
            .knexQuery()
            .table('game_events')
            .insert(
              part.map((event) => ({
                server_id: server.id,
                event_id: event.id,
                type: event.type,
                at: toSqlDateTime(event.at),
                received_at: toSqlDateTime(now),
              }))
            )
        }
        const cameOnline = await this.applyPlayerEvents(trx, server.id, fresh, now)
        await this.bans.apply(
          trx,
          server.id,
          fresh.filter((event): event is BanEvent | UnbanEvent =>
            ['ban', 'unban'].includes(event.type)
          ),
          now
        )
        return { accepted: fresh.length, joined: cameOnline }
      })
    )
    await this.presence.announceJoined(server.id, joined)
    return { accepted, duplicates: events.length - accepted }
  }

  /** Joins, leaves and stats: the players' timelines, sessions, playtime and statistics. */
  private async applyPlayerEvents(
    trx: TransactionClientContract,
    serverId: number,
    events: GameEvent[],
    now: number
  ) {
    const playerEvents = events.filter((event) => ['join', 'leave', 'stats'].includes(event.type))
    if (playerEvents.length === 0) return []
    const ids = await this.players.idsFor(
      trx,
      playerEvents.map((event) => ({
        nickname: (event as { nickname: string }).nickname,
        uuid: event.type === 'join' ? event.uuid : null,
      })),
      now
    )
    const idOf = (nickname: string) => ids.get(nicknameKey(nickname))!

    const entries = new Map<number, PresenceEntry[]>()
    const names = new Map<number, string>()
    for (const event of playerEvents) {
      if (event.type !== 'join' && event.type !== 'leave') continue
      const id = idOf(event.nickname)
      names.set(id, event.nickname)
      const list = entries.get(id) ?? []
      list.push({ kind: event.type, at: event.at, source: 'event' })
      entries.set(id, list)
    }
    const cameOnline = entries.size > 0 ? await this.sessions.apply(trx, serverId, entries) : []

    await this.addStatistics(
      trx,
      serverId,
      playerEvents.filter((event): event is StatsEvent => event.type === 'stats'),
      idOf,
      now
    )
    return cameOnline.map((id) => names.get(id)!)
  }

  /** Adds each player's deltas to their statistics on the server (one upsert). */
  private async addStatistics(
    trx: TransactionClientContract,
    serverId: number,
    events: StatsEvent[],
    idOf: (nickname: string) => number,
    now: number
  ) {
    if (events.length === 0) return
    const names = Object.keys(STATS_COLUMNS) as GameStatistic[]
    const totals = new Map<number, Record<GameStatistic, number>>()
    for (const event of events) {
      const id = idOf(event.nickname)
      const sums =
        totals.get(id) ??
        (Object.fromEntries(names.map((n) => [n, 0])) as Record<GameStatistic, number>)
      for (const name of names) sums[name] += event.deltas[name] ?? 0
      totals.set(id, sums)
    }
    const updatedAt = toSqlDateTime(now)
    const rows = [...totals]
      .sort(([a], [b]) => a - b)
      .map(([id, sums]) => ({
        game_player_id: id,
        server_id: serverId,
        ...Object.fromEntries(names.map((name) => [STATS_COLUMNS[name], sums[name]])),
        updated_at: updatedAt,
      }))
    for (const part of inChunks(rows)) {
      await trx
        .knexQuery()
        .table('game_player_statistics')
        .insert(part)
        .onConflict(['game_player_id', 'server_id'])
        .merge({
          ...Object.fromEntries(
            names.map((name) => [
              STATS_COLUMNS[name],
              addInserted(trx, 'game_player_statistics', STATS_COLUMNS[name]),
            ])
          ),
          updated_at: updatedAt,
        })
    }
  }
}
