import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Online of a server over an hour or a local day: sum and count of samples (for the mean) and the peak. */
export default class OnlineAggregate extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare period: 'hour' | 'day'

  @column.dateTime()
  declare startsAt: DateTime

  @column()
  declare samples: number

  @column({ consume: (value) => Number(value) })
  declare onlineSum: number

  @column()
  declare onlineMax: number
}
