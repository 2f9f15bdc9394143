import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What the monitoring poller last saw of a server. */
export default class ServerStatus extends BaseModel {
  @column({ isPrimary: true })
  declare serverId: number

  @column({ consume: (value) => Boolean(value) })
  declare up: boolean

  @column()
  declare online: number

  @column()
  declare maxPlayers: number

  @column()
  declare version: string | null

  @column()
  declare latencyMs: number | null

  @column({ consume: (value) => Number(value) })
  declare tps: number

  @column.dateTime()
  declare checkedAt: DateTime

  /** When `up` last changed. */
  @column.dateTime()
  declare changedAt: DateTime
}
