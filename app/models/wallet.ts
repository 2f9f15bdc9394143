import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A player's balance (kopecks) and site coins. Written only by the wallet service. */
export default class Wallet extends BaseModel {
  static primaryKey = 'userId'

  @column({ isPrimary: true })
  declare userId: number

  // BIGINT may come back as a string from a driver; the values stay below 2^53.
  @column({ consume: Number })
  declare balance: number

  @column({ consume: Number })
  declare coins: number

  @column.dateTime()
  declare updatedAt: DateTime
}
