import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A server a mod is installed on, by the server's slug. */
export default class DocumentServer extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare documentId: number

  @column()
  declare serverSlug: string
}
