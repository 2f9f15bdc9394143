import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { OauthProvider } from '#domain/accounts/oauth'

/** A provider account linked to a player: a way to log in (issue #12). */
export default class OauthIdentity extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: OauthProvider

  /** The provider's stable id of the player (Steam: SteamID64). */
  @column()
  declare providerUserId: string

  @column()
  declare name: string | null

  @column()
  declare email: string | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
