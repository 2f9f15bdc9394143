import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The last heartbeat of a game server (game-api.md `POST heartbeat`). */
export default class ServerHeartbeat extends BaseModel {
  @column({ isPrimary: true })
  declare serverId: number

  @column({ consume: (value) => Number(value) })
  declare tps: number

  @column()
  declare maxPlayers: number

  @column()
  declare onlineCount: number

  /** Nicknames of the online list, as sent. */
  @column({
    prepare: (value: string[]) => JSON.stringify(value),
    consume: (value: string) => JSON.parse(value) as string[],
  })
  declare online: string[]

  @column.dateTime()
  declare receivedAt: DateTime
}
