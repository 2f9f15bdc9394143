import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * Seconds a player played on a server during one UTC day (primary key: player, server, day).
 * Written only by the game API's ingest; read for profiles, playtime charts and tops.
 */
export default class GamePlaytime extends BaseModel {
  @column({ isPrimary: true })
  declare gamePlayerId: number

  @column()
  declare serverId: number

  @column.date()
  declare day: DateTime

  @column()
  declare seconds: number
}
