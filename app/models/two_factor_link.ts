import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BotKind } from '#domain/accounts/two_factor'

/** The bot chat that confirms an account's logins (spec §3 two-factor). */
export default class TwoFactorLink extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare bot: BotKind

  @column()
  declare chatId: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
