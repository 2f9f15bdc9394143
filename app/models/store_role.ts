import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'
import StoreFeature from '#models/store_feature'
import StoreKit from '#models/store_kit'
import type { RolePrices } from '#domain/economy/store'

const money = (value: unknown) => (value === null ? null : Number(value))

/** A role (privilege) sold on one server (spec §3 Role). */
export default class StoreRole extends BaseModel {
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

  @column()
  declare color: string

  @column()
  declare rank: number

  @column()
  declare discountPercent: number

  @column({ consume: Number })
  declare priceMonth: number

  @column({ consume: money })
  declare priceQuarter: number | null

  @column({ consume: money })
  declare priceForever: number | null

  @column({ serializeAs: null })
  declare grantCommand: string

  @column({ serializeAs: null })
  declare revokeCommand: string

  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @hasMany(() => StoreKit, { foreignKey: 'roleId' })
  declare kits: HasMany<typeof StoreKit>

  @manyToMany(() => StoreFeature, {
    pivotTable: 'store_role_features',
    pivotForeignKey: 'role_id',
    pivotRelatedForeignKey: 'feature_id',
    pivotColumns: ['value_ru', 'value_en'],
  })
  declare features: ManyToMany<typeof StoreFeature>

  get prices(): RolePrices {
    return { month: this.priceMonth, quarter: this.priceQuarter, forever: this.priceForever }
  }
}
