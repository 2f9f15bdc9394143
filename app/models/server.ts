import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import encryption from '@adonisjs/core/services/encryption'

export default class Server extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare taglineRu: string

  @column()
  declare taglineEn: string

  @column()
  declare gameVersion: string

  @column({ consume: (value) => Boolean(value) })
  declare pvp: boolean

  @column()
  declare host: string | null

  @column()
  declare port: number | null

  @column()
  declare position: number

  @column()
  declare modpackVersion: string | null

  /** Side of the main world's square border, in blocks. */
  @column()
  declare mainWorldArea: number | null

  /** Side of the other worlds' square border, in blocks. */
  @column()
  declare otherWorldsArea: number | null

  /** What players type in the game; `host`/`port` are the status-ping address. */
  @column()
  declare address: string | null

  @column()
  declare rconHost: string | null

  @column()
  declare rconPort: number | null

  /** Kept encrypted with APP_KEY; read in clear only here. */
  @column({
    serializeAs: null,
    prepare: (value: string | null) => (value === null ? null : encryption.encrypt(value)),
    consume: (value: string | null) => (value === null ? null : encryption.decrypt<string>(value)),
  })
  declare rconPassword: string | null

  @column({ serializeAs: null })
  declare apiKeyHash: string | null

  @column()
  declare colorScheme: string

  /** How it takes delivery commands: pulled by its plugin, or sent over RCON. */
  @column()
  declare deliveryTransport: 'plugin' | 'rcon'

  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  tagline(locale: string) {
    return locale === 'en' ? this.taglineEn : this.taglineRu
  }
}
