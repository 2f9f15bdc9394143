import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import UserSession from '#models/user_session'
import type { HistoryTarget } from '#domain/accounts/account_history'

export type HistoryDetails = Record<string, string>

/** One change of the account's e-mail, password or 2FA (append-only). */
export default class AccountHistoryEntry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare target: HistoryTarget

  /** What happened, e.g. `password_changed`, `mail_verified`, `two_factor_linked`. */
  @column()
  declare action: string

  @column()
  declare sessionId: string | null

  @column()
  declare ip: string

  @column({
    prepare: (value: HistoryDetails | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as HistoryDetails) : null),
  })
  declare details: HistoryDetails | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => UserSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof UserSession>
}
