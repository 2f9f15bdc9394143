import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DocumentTarget } from '#domain/content/documents'

/** A slug a document had before it was renamed: it keeps redirecting to the document. */
export default class DocumentSlug extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare target: DocumentTarget

  @column()
  declare slug: string

  @column()
  declare documentId: number
}
