import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Document from '#models/document'
import { DocumentTagFactory } from '#database/factories/document_tag_factory'
import { DocumentServerFactory } from '#database/factories/document_server_factory'

/** A published news post in both languages, published a day ago. */
export const DocumentFactory = factory
  .define(Document, ({ faker }) => {
    const slug = `${faker.word.noun()}-${faker.string.alphanumeric(8).toLowerCase()}`
    return {
      key: randomUUID(),
      target: 'news' as const,
      type: 'original' as const,
      slug,
      titleRu: `Новость ${slug}`,
      titleEn: `News ${slug}`,
      summaryRu: 'Кратко о новости',
      summaryEn: 'The news in short',
      bodyRu: '<p>Текст новости</p>',
      bodyEn: '<p>The news text</p>',
      coverUrl: null,
      colorScheme: 'blue' as const,
      links: [],
      serverName: null,
      modpackVersion: null,
      authorId: null,
      draft: false,
      publishedAt: DateTime.utc().minus({ days: 1 }),
    }
  })
  .state('draft', (document) => {
    document.draft = true
    document.publishedAt = null
  })
  .state('mod', (document) => {
    document.target = 'mods'
  })
  // Only the Russian text is written: English readers get it with the fallback notice.
  .state('russianOnly', (document) => {
    document.titleEn = null
    document.summaryEn = null
    document.bodyEn = null
  })
  .relation('tags', () => DocumentTagFactory)
  .relation('servers', () => DocumentServerFactory)
  .build()
