import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const count = { consume: (value: number | string | bigint) => Number(value) }

/**
 * Game statistics of a player on a server (spec §3): the sums of the stats events' deltas
 * (primary key: player, server).
 */
export default class GamePlayerStatistic extends BaseModel {
  @column({ isPrimary: true })
  declare gamePlayerId: number

  @column()
  declare serverId: number

  @column(count)
  declare blocksBroken: number

  @column(count)
  declare blocksPlaced: number

  @column(count)
  declare playersKilled: number

  @column(count)
  declare mobsKilled: number

  @column(count)
  declare deaths: number

  @column(count)
  declare experience: number

  @column(count)
  declare chatMessages: number

  @column(count)
  declare caseOpenings: number

  @column.dateTime()
  declare updatedAt: DateTime
}
