import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { Currency, LedgerReason, ReferenceType } from '#domain/economy/ledger'

/** A text the reader sees may be stored in both languages (the demo's notes). */
export type LedgerDetails = Record<string, string | number | { ru: string; en: string }>

/** One change of a wallet (append-only): written with the balance, in one transaction. */
export default class LedgerEntry extends BaseModel {
  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare currency: Currency

  @column({ consume: Number })
  declare amount: number

  @column({ consume: Number })
  declare balanceAfter: number

  @column()
  declare reason: LedgerReason

  @column()
  declare referenceType: ReferenceType | null

  @column()
  declare referenceId: string | null

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column({
    prepare: (value: LedgerDetails | null) => (value ? JSON.stringify(value) : null),
    consume: (value: unknown) =>
      typeof value === 'string' ? (JSON.parse(value) as LedgerDetails) : (value as LedgerDetails),
  })
  declare details: LedgerDetails | null

  @column.dateTime()
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
