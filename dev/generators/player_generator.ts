import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Server from '#models/server'
import { CountChanges, ALL_SERVERS, ALL_TIME } from '#services/players/playtime_total_service'
import { nicknameKey } from '#services/network/game_player_service'
import { secondsByUtcDay } from '#domain/network/play_sessions'
import { STATS_COLUMNS } from '#domain/network/game_events'
import type { GameStatistic } from '#domain/players/statistics'
import { seededRandom } from '#domain/platform/seeded_random'
import {
  nicknameOf,
  planPlayer,
  uuidOf,
  type PlannedPlayer,
  type Random,
} from '#dev/generators/generated_players'
import { isSqlite, toSqlDateTime } from '#data/sql'

const DAY = 86_400_000
/** Players written per transaction. */
const BATCH = 1000
/** Placeholders per INSERT statement (MySQL allows 65 535), well within its packet size. */
const PLACEHOLDERS = 30_000

/** The e-mail domain of generated accounts (reserved, RFC 2606), so a reset finds them. */
export const GENERATED_EMAIL_DOMAIN = 'generated.invalid'

/** The game API's tables a reset empties: nothing references them. */
const ACTIVITY_TABLES = [
  'player_playtime_counts',
  'player_playtime_totals',
  'game_play_sessions',
  'game_playtimes',
  'game_player_statistics',
  'game_player_presences',
  'game_presence_entries',
  'game_bans',
  'game_events',
]

export type GenerateOptions = {
  players: number
  days: number
  seed: number
  now?: number
  onProgress?: (progress: GenerateProgress) => void
}

export type GenerateProgress = {
  done: number
  total: number
  rows: GeneratedRows
}

export type GeneratedRows = {
  users: number
  gamePlayers: number
  sessions: number
  playtimeDays: number
  playtimeTotals: number
  statistics: number
  bans: number
}

type Row = Record<string, string | number | boolean | null>

/**
 * Fills the database with realistic players at scale (issue #13, "Data at scale"): accounts,
 * game players, years of play sessions with their seconds per UTC day, statistics, presences
 * and bans, as the game API's ingest would have stored them, in batched multi-row inserts.
 * Each player's playtime totals (tops, places) are written with them, summed as
 * PlaytimeTotalService sums the days, so its refresh finds nothing to change (tested); the
 * counts behind the places are summed from them and written at the end.
 */
export default class PlayerGenerator {
  /** How many game players the database holds: the generator writes only into none. */
  async existingPlayers() {
    const row = await db.from('game_players').count('* as total').first()
    return Number(row?.total ?? 0)
  }

  /**
   * Deletes every game player and the game API's data, and the accounts a previous run
   * generated. The big tables are emptied outright; players and accounts are deleted in
   * chunks so that the cascades of other tables still run.
   */
  async reset() {
    const client = db.connection()
    for (const table of ACTIVITY_TABLES) {
      // TRUNCATE is fast on MySQL but commits: inside a transaction (tests), delete instead.
      if (isSqlite(client) || client.isTransaction) await client.from(table).delete()
      else await client.truncate(table)
    }
    await this.deleteInChunks('game_players', () => db.from('game_players'))
    await this.deleteInChunks('users', () =>
      db.from('users').where('email', 'like', `%@${GENERATED_EMAIL_DOMAIN}`)
    )
  }

  async generate(options: GenerateOptions) {
    const now = options.now ?? Date.now()
    const to = Math.floor(now / 1000) * 1000
    const from = Math.floor((to - options.days * DAY) / DAY) * DAY
    const servers = await Server.query().orderBy('position').orderBy('id')
    if (servers.length === 0) throw new Error('no servers: add servers first (node ace db:demo)')

    const next = seededRandom(options.seed)
    const accounts = await db.from('users').select('nickname_key')
    const taken = new Set<string>(accounts.map((row) => row.nickname_key))
    const password = await hash.make(`generated-${options.seed}`)
    const ids = await this.nextIds()
    const placeCounts = new CountChanges()
    const rows: GeneratedRows = {
      users: 0,
      gamePlayers: 0,
      sessions: 0,
      playtimeDays: 0,
      playtimeTotals: 0,
      statistics: 0,
      bans: 0,
    }

    for (let done = 0; done < options.players; done += BATCH) {
      const count = Math.min(BATCH, options.players - done)
      const batch = new Batch(
        servers.map((server) => server.id),
        to
      )
      for (let n = 0; n < count; n++) {
        const nickname = uniqueNickname(next, taken, done + n)
        const plan = planPlayer(next, from, to, servers.length)
        batch.add(
          plan,
          nickname,
          plan.kind === 'site' ? null : ids.player++,
          uuidOf(next),
          password
        )
      }
      await db.transaction(async (trx) => {
        // Every reference points at a row this generator wrote or read: MySQL need not check.
        if (!isSqlite(trx)) await trx.rawQuery('SET foreign_key_checks = 0')
        try {
          await batch.write(trx)
        } finally {
          if (!isSqlite(trx)) await trx.rawQuery('SET foreign_key_checks = 1')
        }
      })
      for (const total of batch.totalRows()) placeCounts.add(total, 1)
      for (const [name, value] of Object.entries(batch.counts())) {
        rows[name as keyof GeneratedRows] += value
      }
      options.onProgress?.({ done: done + count, total: options.players, rows })
    }
    // The counts behind the places, summed over every batch and written once.
    await db.transaction((trx) =>
      placeCounts.write(trx, isSqlite(trx) ? 100 : Math.floor(PLACEHOLDERS / 6))
    )

    return rows
  }

  private async nextIds() {
    const player = await db.from('game_players').max('id as last').first()
    return { player: Number(player?.last ?? 0) + 1 }
  }

  private async deleteInChunks(table: string, rows: () => ReturnType<typeof db.from>) {
    for (;;) {
      const chunk = await rows().orderBy('id').limit(5000).select('id')
      if (chunk.length === 0) return
      await db
        .from(table)
        .whereIn(
          'id',
          chunk.map((row) => row.id)
        )
        .delete()
    }
  }
}

function uniqueNickname(next: Random, taken: Set<string>, index: number) {
  let nickname = nicknameOf(next)
  if (taken.has(nicknameKey(nickname))) {
    const suffix = index.toString(36)
    nickname = `${nickname.slice(0, 15 - suffix.length)}_${suffix}`
  }
  taken.add(nicknameKey(nickname))
  return nickname
}

/** The rows of a batch of players, written table by table in multi-row inserts. */
class Batch {
  private users: Row[] = []
  private players: Row[] = []
  private sessions: Row[] = []
  private playtime = new Map<string, Row>()
  private totals = new Map<string, Row>()
  private statistics: Row[] = []
  private presences: Row[] = []
  private bans: Row[] = []

  constructor(
    private serverIds: number[],
    private now: number
  ) {}

  add(
    plan: PlannedPlayer,
    nickname: string,
    playerId: number | null,
    uuid: string,
    password: string
  ) {
    const key = nicknameKey(nickname)
    if (plan.registeredAt !== null) {
      const at = toSqlDateTime(plan.registeredAt)
      this.users.push({
        nickname,
        nickname_key: key,
        email: `${key}@${GENERATED_EMAIL_DOMAIN}`,
        password,
        email_verified_at: plan.emailVerified ? at : null,
        region_fixed: false,
        created_at: at,
        updated_at: at,
      })
    }
    if (playerId === null) return
    const firstSeen = plan.sessions[0]?.startedAt ?? plan.registeredAt ?? this.now
    this.players.push({
      id: playerId,
      nickname,
      nickname_key: key,
      uuid,
      created_at: toSqlDateTime(firstSeen),
    })

    const lastEnd = new Map<number, number>()
    const days = new Set<string>()
    for (const session of plan.sessions) {
      const serverId = this.serverIds[session.server]
      this.sessions.push({
        server_id: serverId,
        game_player_id: playerId,
        started_at: toSqlDateTime(session.startedAt),
        ended_at: toSqlDateTime(session.endedAt),
        seconds: (session.endedAt - session.startedAt) / 1000,
        end_reason: 'leave',
      })
      // Booked per UTC day exactly as PlaySessionService books a closed session.
      for (const { day, seconds } of secondsByUtcDay(session.startedAt, session.endedAt)) {
        const slot = `${playerId}|${serverId}|${day}`
        const row = this.playtime.get(slot)
        if (row) row.seconds = Number(row.seconds) + seconds
        else
          this.playtime.set(slot, { game_player_id: playerId, server_id: serverId, day, seconds })
        days.add(slot)
      }
      lastEnd.set(session.server, session.endedAt)
    }
    this.addTotals(
      playerId,
      [...days].map((slot) => this.playtime.get(slot)!)
    )

    for (const [server, stats] of plan.stats) {
      const row: Row = {
        game_player_id: playerId,
        server_id: this.serverIds[server],
        updated_at: toSqlDateTime(lastEnd.get(server)!),
      }
      for (const name of Object.keys(STATS_COLUMNS) as GameStatistic[]) {
        row[STATS_COLUMNS[name]] = stats[name]
      }
      this.statistics.push(row)
    }
    for (const [server, at] of lastEnd) {
      this.presences.push({
        server_id: this.serverIds[server],
        game_player_id: playerId,
        online: false,
        online_since: null,
        last_seen_at: toSqlDateTime(at),
        last_event_at: toSqlDateTime(at),
      })
    }
    for (const [index, ban] of plan.bans.entries()) {
      const changed = toSqlDateTime(ban.liftedAt ?? ban.startsAt)
      this.bans.push({
        server_id: this.serverIds[ban.server],
        ban_id: `G${playerId}-${index + 1}`,
        nickname,
        nickname_key: key,
        banned_by: ban.bannedBy,
        reason: ban.reason,
        starts_at: toSqlDateTime(ban.startsAt),
        ends_at: ban.endsAt === null ? null : toSqlDateTime(ban.endsAt),
        banned_event_at: toSqlDateTime(ban.startsAt),
        lifted_at: ban.liftedAt === null ? null : toSqlDateTime(ban.liftedAt),
        lifted_by: ban.liftedBy,
        created_at: toSqlDateTime(ban.startsAt),
        updated_at: changed,
      })
    }
  }

  /**
   * The player's rows of player_playtime_totals, as PlaytimeTotalService.refresh sums them:
   * per month and server, seconds and days played; over all servers, distinct days; all
   * time, the sums of the months.
   */
  private addTotals(playerId: number, days: Row[]) {
    const add = (scope: string, serverId: number, seconds: number) => {
      const key = `${scope}|${serverId}`
      const row = this.totals.get(`${playerId}|${key}`)
      if (row) {
        row.seconds = Number(row.seconds) + seconds
        row.days = Number(row.days) + 1
      } else {
        this.totals.set(`${playerId}|${key}`, {
          scope,
          server_id: serverId,
          game_player_id: playerId,
          seconds,
          days: 1,
        })
      }
    }
    const overall = new Map<string, number>()
    for (const row of days) {
      const day = String(row.day)
      const seconds = Number(row.seconds)
      add(day.slice(0, 7), Number(row.server_id), seconds)
      add(ALL_TIME, Number(row.server_id), seconds)
      overall.set(day, (overall.get(day) ?? 0) + seconds)
    }
    for (const [day, seconds] of overall) {
      add(day.slice(0, 7), ALL_SERVERS, seconds)
      add(ALL_TIME, ALL_SERVERS, seconds)
    }
  }

  totalRows() {
    return [...this.totals.values()].map((row) => ({
      scope: String(row.scope),
      server_id: Number(row.server_id),
      game_player_id: Number(row.game_player_id),
      seconds: Number(row.seconds),
      days: Number(row.days),
    }))
  }

  counts() {
    return {
      users: this.users.length,
      gamePlayers: this.players.length,
      sessions: this.sessions.length,
      playtimeDays: this.playtime.size,
      playtimeTotals: this.totals.size,
      statistics: this.statistics.length,
      bans: this.bans.length,
    }
  }

  async write(trx: TransactionClientContract) {
    await insertAll(trx, 'users', this.users)
    await insertAll(trx, 'game_players', this.players)
    await insertAll(trx, 'game_play_sessions', this.sessions)
    await insertAll(trx, 'game_playtimes', [...this.playtime.values()])
    await insertAll(trx, 'game_player_statistics', this.statistics)
    await insertAll(trx, 'game_player_presences', this.presences)
    await insertAll(trx, 'game_bans', this.bans)
    await insertAll(trx, 'player_playtime_totals', [...this.totals.values()])
  }
}

async function insertAll(trx: TransactionClientContract, table: string, rows: Row[]) {
  if (rows.length === 0) return
  // Knex writes SQLite's multi-row insert as a compound SELECT: 500 terms at most.
  const cap = isSqlite(trx) ? 500 : Number.POSITIVE_INFINITY
  const size = Math.min(cap, Math.floor(PLACEHOLDERS / Object.keys(rows[0]).length))
  for (let start = 0; start < rows.length; start += size) {
    await trx
      .knexQuery()
      .table(table)
      .insert(rows.slice(start, start + size))
  }
}
