import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An uploaded image, re-encoded, kept on the drive disk under its document's key. */
export default class DocumentImage extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare documentKey: string

  @column()
  declare path: string

  @column()
  declare url: string

  @column()
  declare width: number

  @column()
  declare height: number

  @column()
  declare size: number

  @column()
  declare uploaderId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
