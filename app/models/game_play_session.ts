import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { SessionEnd } from '#domain/network/play_sessions'

/** A finished play session of a player on a server (docs/game-api.md "Playtime"). */
export default class GamePlaySession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare gamePlayerId: number

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare endedAt: DateTime

  @column()
  declare seconds: number

  @column()
  declare endReason: SessionEnd
}
