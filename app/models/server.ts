import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  tagline(locale: string) {
    return locale === 'en' ? this.taglineEn : this.taglineRu
  }
}
