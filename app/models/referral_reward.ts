import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One full hour a referral played, and the coins it paid the referrer (0 while inactive). */
export default class ReferralReward extends BaseModel {
  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column()
  declare referralId: number

  @column()
  declare referrerId: number

  @column()
  declare hour: number

  @column()
  declare amount: number

  @column.dateTime()
  declare earnedAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
