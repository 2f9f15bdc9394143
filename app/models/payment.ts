import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import PaymentEvent from '#models/payment_event'
import type { GatewayName, PaymentMethod, PaymentStatus } from '#domain/economy/payments'

/** A top-up: a state machine (created → pending → succeeded | canceled | expired). */
export default class Payment extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare gateway: GatewayName

  @column()
  declare method: PaymentMethod

  /** What the player pays, in kopecks. */
  @column({ consume: Number })
  declare amount: number

  /** Credited on top of the amount (spec §9 bonus tiers), fixed when the payment is created. */
  @column({ consume: Number })
  declare bonus: number

  @column()
  declare currency: string

  @column()
  declare status: PaymentStatus

  @column()
  declare gatewayPaymentId: string | null

  @column()
  declare confirmationUrl: string | null

  /** Why a payment ended without money: `gateway_unavailable`, `canceled`, `expired`… */
  @column()
  declare failure: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare checkedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => PaymentEvent)
  declare events: HasMany<typeof PaymentEvent>
}
