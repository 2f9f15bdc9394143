import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One player's like of a document (one per player, spec §7 `POST document/like`). */
export default class DocumentLike extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare documentId: number

  @column()
  declare userId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
