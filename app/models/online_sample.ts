import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One poll's online count of a server (kept a few days, for the day chart). */
export default class OnlineSample extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column.dateTime()
  declare sampledAt: DateTime

  @column()
  declare online: number

  @column({ consume: (value) => Boolean(value) })
  declare up: boolean
}
