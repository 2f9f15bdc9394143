import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One claimed daily bonus: the player, the bonus day (UTC date) and the coins drawn. */
export default class BonusClaim extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** `2026-11-28`: kept as text so SQLite and MySQL compare it alike. */
  @column({
    consume: (value: string | Date) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10),
  })
  declare bonusDay: string

  @column()
  declare amount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
