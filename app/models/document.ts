import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import DocumentTag from '#models/document_tag'
import DocumentServer from '#models/document_server'
import type { ColorScheme, DocumentLanguage, DocumentTarget } from '#domain/content/documents'

export type DocumentLink = { title: string; url: string }

/** A news post, mod, server page or staff page (spec §3 Document), in ru and en. */
export default class Document extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare target: DocumentTarget

  @column()
  declare type: 'original'

  @column()
  declare slug: string

  @column()
  declare titleRu: string | null

  @column()
  declare titleEn: string | null

  @column()
  declare summaryRu: string | null

  @column()
  declare summaryEn: string | null

  @column()
  declare bodyRu: string | null

  @column()
  declare bodyEn: string | null

  @column()
  declare coverUrl: string | null

  @column()
  declare colorScheme: ColorScheme

  @column({
    prepare: (value: DocumentLink[]) => JSON.stringify(value ?? []),
    consume: (value: string | null) => (value ? (JSON.parse(value) as DocumentLink[]) : []),
  })
  declare links: DocumentLink[]

  @column()
  declare serverName: string | null

  @column()
  declare modpackVersion: string | null

  @column()
  declare authorId: number | null

  @column({ consume: (value) => Boolean(value) })
  declare draft: boolean

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column({ consume: (value) => Number(value) })
  declare views: number

  @column({ consume: (value) => Number(value) })
  declare readSeconds: number

  @column({ consume: (value) => Number(value) })
  declare likesCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'authorId' })
  declare author: BelongsTo<typeof User>

  @hasMany(() => DocumentTag)
  declare tags: HasMany<typeof DocumentTag>

  @hasMany(() => DocumentServer)
  declare servers: HasMany<typeof DocumentServer>

  /** Visible to readers: not a draft and its publication time has come. */
  static published = scope((query) => {
    query
      .where('draft', false)
      .where('published_at', '<=', DateTime.utc().toSQL({ includeOffset: false })!)
  })

  get isPublished() {
    return !this.draft && this.publishedAt !== null && this.publishedAt <= DateTime.utc()
  }

  title(language: DocumentLanguage) {
    return language === 'en' ? this.titleEn : this.titleRu
  }

  summary(language: DocumentLanguage) {
    return language === 'en' ? this.summaryEn : this.summaryRu
  }

  body(language: DocumentLanguage) {
    return language === 'en' ? this.bodyEn : this.bodyRu
  }
}
