import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One launcher download from the start page (spec §7 visits/download, issue #26). */
export default class LauncherDownload extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare platform: string

  @column()
  declare buildId: number | null

  @column()
  declare referralCode: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
