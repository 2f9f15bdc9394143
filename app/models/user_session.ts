import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export type SessionSource = 'site' | 'launcher' | 'game'

export default class UserSession extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare source: SessionSource

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare browser: string

  @column()
  declare system: string

  @column()
  declare ip: string

  @column.dateTime()
  declare lastUsedAt: DateTime

  @column.dateTime()
  declare terminatedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
