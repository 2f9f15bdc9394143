import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class RedirectRule extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fromPath: string

  @column()
  declare target: string

  @column()
  declare statusCode: 301 | 302

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
