import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { CodeTarget, EmailChangeState } from '#domain/accounts/email_change'

/** A player's e-mail change in progress (spec §4), one per player. */
export default class EmailChangeRequest extends BaseModel implements EmailChangeState {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** Step 2 done: the player entered the code sent to the current address. */
  @column.dateTime()
  declare currentConfirmedAt: DateTime | null

  @column()
  declare newEmail: string | null

  /** Where the last code went. */
  @column()
  declare codeTarget: CodeTarget | null

  /** HMAC of the last code; null once it was entered correctly. */
  @column({ serializeAs: null })
  declare codeHash: string | null

  @column.dateTime()
  declare codeSentAt: DateTime | null

  /** Wrong codes entered since the last code was sent. */
  @column()
  declare attempts: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
