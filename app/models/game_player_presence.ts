import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * Where a player's join/leave timeline on a server stands now; `online` with `onlineSince`
 * is the open play session (app/domain/network/play_sessions.ts). Keyed by server and player.
 */
export default class GamePlayerPresence extends BaseModel {
  @column({ isPrimary: true })
  declare serverId: number

  @column()
  declare gamePlayerId: number

  @column({ consume: (value) => Boolean(value) })
  declare online: boolean

  @column.dateTime()
  declare onlineSince: DateTime | null

  @column.dateTime()
  declare lastSeenAt: DateTime | null

  @column.dateTime()
  declare lastEventAt: DateTime | null
}
