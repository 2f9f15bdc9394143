import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One player's like of another's profile (one per pair, spec §7 `POST user/profile/like`). */
export default class ProfileLike extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare profileUserId: number

  // The key is (profileUserId, userId): rows change through queries, never `delete()`.
  @column()
  declare userId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
