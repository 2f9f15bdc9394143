import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreRole from '#models/store_role'
import User from '#models/user'

export type GrantState = 'active' | 'expired' | 'moved'

/** What a player holds on a server: a role until `expiresAt` (null: forever) or an ability. */
export default class StoreGrant extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare serverId: number

  @column()
  declare roleId: number | null

  @column()
  declare abilityId: number | null

  @column()
  declare state: GrantState

  @column.dateTime()
  declare startsAt: DateTime

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column()
  declare movedFromId: string | null

  @column.dateTime()
  declare endedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @belongsTo(() => StoreRole, { foreignKey: 'roleId' })
  declare role: BelongsTo<typeof StoreRole>

  @belongsTo(() => StoreAbility, { foreignKey: 'abilityId' })
  declare ability: BelongsTo<typeof StoreAbility>
}
