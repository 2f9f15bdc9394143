import factory from '@adonisjs/lucid/factories'
import DocumentServer from '#models/document_server'

/** A server a mod is on; merge `documentId`. */
export const DocumentServerFactory = factory
  .define(DocumentServer, () => ({ serverSlug: 'techno-magic-rpg' }))
  .build()
