import factory from '@adonisjs/lucid/factories'
import DocumentLike from '#models/document_like'

/** A like; merge `documentId` and `userId`. */
export const DocumentLikeFactory = factory.define(DocumentLike, () => ({})).build()
