import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The day's and the all-time online peaks of the network (`network`) or a server (`server:<id>`). */
export default class OnlineRecord extends BaseModel {
  @column({ isPrimary: true })
  declare scope: string

  /** Local date (monitoring time zone) of `onlineDay`. */
  @column()
  declare day: string

  @column()
  declare onlineDay: number

  @column.dateTime()
  declare timeOnlineDay: DateTime

  @column()
  declare onlineMax: number

  @column.dateTime()
  declare timeOnlineMax: DateTime
}
