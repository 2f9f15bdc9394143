import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A launcher download from the start page, with the referral code it came through, if any. */
export default class LauncherDownload extends BaseModel {
  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column()
  declare code: string | null

  @column()
  declare ip: string

  @column()
  declare userAgent: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
