import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { nicknameKey } from '#services/network/game_player_service'
import { fromSqlDateTime, inChunks, toSqlDateTime } from '#data/sql'
import type { BanEvent, UnbanEvent } from '#validators/network/game_event'

type BanRow = {
  ban_id: string
  nickname: string | null
  nickname_key: string | null
  banned_by: string | null
  reason: string | null
  starts_at: string | null
  ends_at: string | null
  banned_event_at: number | null
  lifted_at: number | null
  lifted_by: string | null
}

const FIELDS = [
  'nickname',
  'nickname_key',
  'banned_by',
  'reason',
  'starts_at',
  'ends_at',
  'banned_event_at',
  'lifted_at',
  'lifted_by',
] as const

/**
 * Bans the game servers report (docs/game-api.md "Bans"), one row per ban id of a server. The
 * latest event by `at` decides: a ban event newer than the row's replaces its fields (and
 * lifts an older unban: banned again), an unban newer than the shown ban lifts it; older ones
 * change nothing, so events may come in any order. An unban before its ban keeps a row with
 * only the lift, which the ban fills in.
 */
export default class GameBanService {
  /** Applies ban and unban events of a server in the caller's transaction (two statements). */
  async apply(
    trx: TransactionClientContract,
    serverId: number,
    events: (BanEvent | UnbanEvent)[],
    now: number
  ) {
    if (events.length === 0) return
    const stored = []
    for (const part of inChunks([...new Set(events.map((event) => event.banId))])) {
      stored.push(
        ...(await trx
          .from('game_bans')
          .where('server_id', serverId)
          .whereIn('ban_id', part)
          .select('ban_id', ...FIELDS))
      )
    }
    const rows = new Map<string, BanRow>(
      stored.map((row) => [
        row.ban_id,
        {
          ...row,
          starts_at: sqlTime(row.starts_at),
          ends_at: sqlTime(row.ends_at),
          banned_event_at: fromSqlDateTime(row.banned_event_at),
          lifted_at: fromSqlDateTime(row.lifted_at),
        },
      ])
    )

    for (const event of [...events].sort((a, b) => a.at - b.at)) {
      const row = rows.get(event.banId) ?? emptyRow(event.banId)
      rows.set(event.banId, event.type === 'ban' ? banned(row, event) : lifted(row, event))
    }

    const updatedAt = toSqlDateTime(now)
    const sorted = [...rows.values()].sort((a, b) => a.ban_id.localeCompare(b.ban_id))
    for (const part of inChunks(sorted)) {
      await trx
        .knexQuery()
        .table('game_bans')
        .insert(
          part.map((row) => ({
            server_id: serverId,
            ...row,
            banned_event_at:
              row.banned_event_at === null ? null : toSqlDateTime(row.banned_event_at),
            lifted_at: row.lifted_at === null ? null : toSqlDateTime(row.lifted_at),
            created_at: updatedAt,
            updated_at: updatedAt,
          }))
        )
        .onConflict(['server_id', 'ban_id'])
        .merge([...FIELDS, 'updated_at'])
    }
  }
}

/** A stored time as the driver returned it, back in the form the insert writes. */
function sqlTime(value: string | Date | null) {
  return value === null ? null : toSqlDateTime(fromSqlDateTime(value))
}

function emptyRow(banId: string): BanRow {
  return {
    ban_id: banId,
    nickname: null,
    nickname_key: null,
    banned_by: null,
    reason: null,
    starts_at: null,
    ends_at: null,
    banned_event_at: null,
    lifted_at: null,
    lifted_by: null,
  }
}

function banned(row: BanRow, event: BanEvent): BanRow {
  if (row.banned_event_at !== null && event.at < row.banned_event_at) return row
  const liftStands = row.lifted_at !== null && row.lifted_at >= event.at
  return {
    ...row,
    nickname: event.nickname,
    nickname_key: nicknameKey(event.nickname),
    banned_by: event.bannedBy,
    reason: event.reason,
    starts_at: toSqlDateTime(event.start),
    ends_at: event.end === null ? null : toSqlDateTime(event.end),
    banned_event_at: event.at,
    lifted_at: liftStands ? row.lifted_at : null,
    lifted_by: liftStands ? row.lifted_by : null,
  }
}

function lifted(row: BanRow, event: UnbanEvent): BanRow {
  if (row.banned_event_at !== null && event.at < row.banned_event_at) return row
  if (row.lifted_at !== null && row.lifted_at <= event.at) return row
  return { ...row, lifted_at: event.at, lifted_by: event.by ?? null }
}
