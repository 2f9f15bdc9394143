import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type FriendshipStatus = 'pending' | 'accepted'

/**
 * Two players' friendship or pending request, one row per pair (lower user id first):
 * `requesterId` asked, the other accepts or declines (spec §2 profile friends).
 */
export default class Friendship extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare lowUserId: number

  // The key is (lowUserId, highUserId): rows change through queries, never `save()` or `delete()`.
  @column()
  declare highUserId: number

  @column()
  declare requesterId: number

  @column()
  declare status: FriendshipStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null

  /** The player of the pair who is not `userId`. */
  otherThan(userId: number) {
    return this.lowUserId === userId ? this.highUserId : this.lowUserId
  }
}
