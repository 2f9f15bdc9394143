import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A campaign alias of `/source/{alias}` (lower case) and the referral code it leads to. */
export default class SourceAlias extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare alias: string

  @column()
  declare code: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
