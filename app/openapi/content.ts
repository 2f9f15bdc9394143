import type { ApiOperations } from '#openapi/types'
import {
  arrayOf,
  closedObject,
  avatarOrSkinSchema,
  documentRefSchema,
  metaSchema,
} from '#openapi/shapes'
import {
  createDocumentValidator,
  destroyDocumentValidator,
  indexDocumentsValidator,
  likeDocumentValidator,
  showDocumentValidator,
  stopwatchValidator,
  updateDocumentValidator,
  uploadImageValidator,
} from '#validators/content/document'

/** What a document shows in a list and on its page; the page adds the body and the rest. */
const documentProperties = {
  id: { type: 'integer' },
  target: { type: 'string' },
  slug: { type: 'string' },
  title: { type: 'string' },
  summary: { type: 'string' },
  language: { type: 'string' },
  fallback: { type: 'boolean' },
  coverUrl: { type: ['string', 'null'] },
  colorScheme: { type: 'string' },
  tags: arrayOf({ type: 'string' }),
  servers: arrayOf({ type: 'string' }),
  serverName: { type: ['string', 'null'] },
  modpackVersion: { type: ['string', 'null'] },
  publishedAt: { type: ['string', 'null'] },
  likes: { type: 'integer' },
}

export const content: ApiOperations = {
  'api.content.documents.index': {
    summary: 'News, mod or server pages, paginated',
    access: 'optional',
    input: indexDocumentsValidator,
    responses: {
      '200': closedObject({
        data: arrayOf(closedObject({ ...documentProperties, publishedAt: { type: 'string' } })),
        meta: metaSchema,
      }),
    },
    errors: [400],
  },
  'api.content.documents.show': {
    summary: 'One document',
    access: 'optional',
    input: showDocumentValidator,
    responses: {
      '200': closedObject({
        liked: { type: 'boolean' },
        stats: closedObject(
          {
            views: { type: 'integer' },
            readSeconds: { type: 'integer' },
            averageReadSeconds: { type: 'integer' },
            likes: { type: 'integer' },
          },
          { nullable: true }
        ),
        document: closedObject({
          ...documentProperties,
          body: { type: 'string' },
          links: arrayOf(closedObject({ title: { type: 'string' }, url: { type: 'string' } })),
          draft: { type: 'boolean' },
          author: closedObject({ login: { type: 'string' } }, { nullable: true }),
          updatedAt: { type: 'string' },
        }),
      }),
    },
    errors: [400, 404],
  },
  'api.content.mod_tags.index': {
    summary: 'Tags of the mod pages',
    access: 'optional',
    responses: {
      '200': closedObject({
        tags: arrayOf(closedObject({ tag: { type: 'string' }, count: { type: 'integer' } })),
      }),
    },
    errors: [],
  },
  'api.content.rules.show': {
    summary: 'The rules',
    access: 'optional',
    responses: {
      '200': closedObject({
        title: { type: 'string' },
        language: { type: 'string' },
        fallback: { type: 'boolean' },
        updatedAt: { type: 'string' },
        sections: arrayOf(
          closedObject({
            anchor: { type: 'string' },
            title: { type: 'string' },
            html: { type: 'string' },
          })
        ),
      }),
    },
    errors: [],
  },
  'api.content.team.show': {
    summary: 'The team',
    access: 'optional',
    responses: {
      '200': closedObject({
        groups: arrayOf(
          closedObject({
            role: { type: 'string' },
            members: arrayOf(
              closedObject({
                id: { type: 'integer' },
                login: { type: 'string' },
                role: { type: 'string' },
                avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
              })
            ),
          })
        ),
      }),
    },
    errors: [],
  },
  'api.content.stopwatches.store': {
    summary: 'Report reading time of a document',
    access: 'optional',
    input: stopwatchValidator,
    responses: { '204': null, '404': null },
    errors: [400, 429],
  },
  'api.content.likes.store': {
    summary: 'Like or unlike a document',
    access: 'player',
    input: likeDocumentValidator,
    responses: {
      '200': closedObject({ liked: { type: 'boolean' }, likes: { type: 'integer' } }),
    },
    errors: [400, 401, 404],
  },
  'api.content.document_keys.show': {
    summary: 'A new document key for uploads',
    access: 'staff',
    responses: {
      '200': closedObject({ id: { type: 'string' } }),
    },
    errors: [401, 404],
  },
  'api.content.images.store': {
    summary: 'Upload an image for a document',
    access: 'staff',
    input: uploadImageValidator,
    multipart: true,
    responses: {
      '200': closedObject({
        id: { type: 'string' },
        url: { type: 'string' },
        width: { type: 'integer' },
        height: { type: 'integer' },
      }),
    },
    errors: [400, 401, 404, 413, 415, 422],
  },
  'api.content.documents.store': {
    summary: 'Create a document',
    access: 'staff',
    input: createDocumentValidator,
    idempotent: true,
    responses: { '200': documentRefSchema },
    errors: [400, 401, 404, 409],
  },
  'api.content.documents.update': {
    summary: 'Edit a document',
    access: 'staff',
    input: updateDocumentValidator,
    idempotent: true,
    responses: { '200': documentRefSchema },
    errors: [400, 401, 404],
  },
  'api.content.documents.destroy': {
    summary: 'Delete a document',
    access: 'staff',
    input: destroyDocumentValidator,
    idempotent: true,
    responses: {
      '200': closedObject({
        id: { type: 'integer' },
        target: { type: 'string' },
        slug: { type: 'string' },
        deleted: { type: 'boolean' },
      }),
    },
    errors: [400, 401, 404],
  },
}
