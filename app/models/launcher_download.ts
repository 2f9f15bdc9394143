import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * One launcher download: from the start page's button (platform and build) or
 * reported through spec §7 `visits/download` / `referral/download/{code}`
 * (address and agent); the referral code it came through, if any.
 */
export default class LauncherDownload extends BaseModel {
  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column()
  declare platform: string | null

  @column()
  declare buildId: number | null

  @column()
  declare referralCode: string | null

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
