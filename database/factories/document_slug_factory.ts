import factory from '@adonisjs/lucid/factories'
import DocumentSlug from '#models/document_slug'

/** A former news slug; merge `documentId`. */
export const DocumentSlugFactory = factory
  .define(DocumentSlug, ({ faker }) => ({
    target: 'news' as const,
    slug: `old-${faker.string.alphanumeric(8).toLowerCase()}`,
  }))
  .build()
