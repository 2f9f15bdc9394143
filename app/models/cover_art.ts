import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An artwork of the profile cover catalogue (spec §2 cabinet → cover → art), staff-managed. */
export default class CoverArt extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare nameRu: string

  @column()
  declare nameEn: string

  @column({ consume: (value) => Boolean(value) })
  declare hidden: boolean

  @column()
  declare requiredRole: string | null

  @column()
  declare license: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
