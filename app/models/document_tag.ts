import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A mod's tag (spec §7 `GET mod/tags`). */
export default class DocumentTag extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare documentId: number

  @column()
  declare tag: string
}
