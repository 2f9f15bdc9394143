import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Wipe from '#models/wipe'

/** What a player got back before one wipe (kopecks), once per player and wipe. */
export default class WipeRefund extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare wipeId: number

  @column({ consume: Number })
  declare amount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Wipe)
  declare wipe: BelongsTo<typeof Wipe>
}
