import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'
import StoreRole from '#models/store_role'
import type { ClaimUnit } from '#domain/economy/store'

export type KitItem = { name: string; amount: number }

/** A kit a role lets its holder claim in the game every interval (spec §3 Role). */
export default class StoreKit extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare roleId: number

  @column()
  declare nameRu: string

  @column()
  declare nameEn: string

  @column()
  declare claimInterval: number

  @column()
  declare claimUnit: ClaimUnit

  @column({
    prepare: (value: KitItem[]) => JSON.stringify(value),
    consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
  })
  declare items: KitItem[]

  @column()
  declare position: number

  /** Hidden kits leave the store; they are never deleted. */
  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @belongsTo(() => StoreRole, { foreignKey: 'roleId' })
  declare role: BelongsTo<typeof StoreRole>
}
