import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A change already made under a client's idempotency key, and what it
 * answered; a key is one player's, on one route (scope).
 */
export default class IdempotencyKey extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare scope: string

  @column()
  declare userId: number

  @column()
  declare requestHash: string

  @column({
    prepare: (value: unknown) => JSON.stringify(value),
    consume: (value: string) => JSON.parse(value) as unknown,
  })
  declare result: unknown

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
