import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'

/** A single perk bought once per server, kept for good (spec §3 Role: abilities). */
export default class StoreAbility extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare slug: string

  @column()
  declare nameRu: string

  @column()
  declare nameEn: string

  @column()
  declare descriptionRu: string

  @column()
  declare descriptionEn: string

  @column({ consume: Number })
  declare price: number

  @column({ serializeAs: null })
  declare grantCommand: string

  @column()
  declare position: number

  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>
}
