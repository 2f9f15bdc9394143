import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/**
 * A player as the game servers name them, with or without an account: the account is the
 * user whose `nickname_key` is this player's (docs/game-api.md "Players unknown to the site").
 */
export default class GamePlayer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare nickname: string

  @column()
  declare nicknameKey: string

  @column()
  declare uuid: string | null

  @column.dateTime()
  declare createdAt: DateTime

  /** The account of the same nickname (any case), once someone registers it. */
  @belongsTo(() => User, { foreignKey: 'nicknameKey', localKey: 'nicknameKey' })
  declare user: BelongsTo<typeof User>
}
