import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import DeliveryCommand from '#models/delivery_command'
import Server from '#models/server'
import StoreGrant from '#models/store_grant'
import type { RolePeriod } from '#domain/economy/store'

/** One paid purchase: its price, discount, what it granted and the command it queued. */
export default class StorePurchase extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare serverId: number

  @column()
  declare grantId: string

  @column()
  declare kind: 'role' | 'ability'

  @column()
  declare roleId: number | null

  @column()
  declare abilityId: number | null

  @column()
  declare period: RolePeriod | null

  @column()
  declare mode: 'new' | 'extend' | 'stack'

  @column({ consume: Number })
  declare price: number

  @column()
  declare discountPercent: number

  @column({ consume: Number })
  declare amount: number

  @column()
  declare deliveryCommandId: string | null

  /** The refund before a wipe that paid it back (issue #24), if any. */
  @column()
  declare refundId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @belongsTo(() => StoreGrant, { foreignKey: 'grantId' })
  declare grant: BelongsTo<typeof StoreGrant>

  @belongsTo(() => DeliveryCommand, { foreignKey: 'deliveryCommandId' })
  declare deliveryCommand: BelongsTo<typeof DeliveryCommand>
}
