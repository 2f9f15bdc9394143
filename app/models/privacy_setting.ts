import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What a player hides from others (spec §7 `user/privacy`); no row: nothing hidden. */
export default class PrivacySetting extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column({ consume: (value) => Boolean(value) })
  declare hideStatistics: boolean

  @column({ consume: (value) => Boolean(value) })
  declare hideFriends: boolean

  @column({ consume: (value) => Boolean(value) })
  declare hideRoles: boolean

  @column({ consume: (value) => Boolean(value) })
  declare hideOnline: boolean

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
