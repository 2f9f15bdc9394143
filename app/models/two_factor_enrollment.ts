import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BotKind } from '#domain/accounts/two_factor'

/** A one-time link command waiting to be sent to a bot (one per account). */
export default class TwoFactorEnrollment extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare bot: BotKind

  @column()
  declare code: string

  @column()
  declare sessionId: string | null

  @column()
  declare ip: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
