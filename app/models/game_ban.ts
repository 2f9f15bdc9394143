import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A ban a game server reported (spec §2 ban list), by the server's `banId`. `endsAt` null is
 * permanent; `liftedAt` set means unbanned. Only `liftedAt`/`liftedBy` are set while the
 * unban has arrived before its ban (`nickname` null then).
 */
export default class GameBan extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare banId: string

  @column()
  declare nickname: string | null

  @column()
  declare nicknameKey: string | null

  @column()
  declare bannedBy: string | null

  @column()
  declare reason: string | null

  @column.dateTime()
  declare startsAt: DateTime | null

  @column.dateTime()
  declare endsAt: DateTime | null

  @column.dateTime()
  declare bannedEventAt: DateTime | null

  @column.dateTime()
  declare liftedAt: DateTime | null

  @column()
  declare liftedBy: string | null

  @column.dateTime()
  declare createdAt: DateTime

  @column.dateTime()
  declare updatedAt: DateTime
}
