import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { SessionSource } from '#models/user_session'

export type ChallengeStatus = 'pending' | 'confirmed' | 'denied' | 'completed'

/** A login waiting for the bot's confirm (spec §3 pending confirmation). */
export default class TwoFactorChallenge extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column({ serializeAs: null })
  declare secretHash: string

  @column()
  declare status: ChallengeStatus

  @column()
  declare source: SessionSource

  @column()
  declare browser: string

  @column()
  declare system: string

  @column()
  declare ip: string

  /** The session the completed login opened. */
  @column()
  declare sessionId: string | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
