import factory from '@adonisjs/lucid/factories'
import DocumentTag from '#models/document_tag'

/** A mod tag; merge `documentId`. */
export const DocumentTagFactory = factory.define(DocumentTag, () => ({ tag: 'magic' })).build()
