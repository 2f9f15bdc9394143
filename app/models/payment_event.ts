import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { GatewayName } from '#domain/economy/payments'

/** One webhook, return or re-check of a payment, and what came of it (the staff's log). */
export default class PaymentEvent extends BaseModel {
  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column()
  declare paymentId: string | null

  @column()
  declare gateway: GatewayName

  /** `webhook` or `recheck`. */
  @column()
  declare source: string

  /** The status the gateway's message claimed, before it was checked. */
  @column()
  declare claimedStatus: string | null

  /** `credited`, `canceled`, `expired`, `unchanged`, `already_final`, `forged`, `mismatch`, `unknown`. */
  @column()
  declare outcome: string

  @column()
  declare payload: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
