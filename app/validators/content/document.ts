import vine from '@vinejs/vine'
import {
  COLOR_SCHEMES,
  CREATABLE_TARGETS,
  DOCUMENT_TARGETS,
  MAX_PER_PAGE,
  SLUG_PATTERN,
  TAG_PATTERN,
} from '#domain/content/documents'

/** Title, summary and body per language; at least one language must have a title. */
const translatedFields = {
  titleRu: vine.string().trim().maxLength(200).nullable().optional().requiredIfMissing('titleEn'),
  titleEn: vine.string().trim().maxLength(200).nullable().optional().requiredIfMissing('titleRu'),
  summaryRu: vine.string().trim().maxLength(500).nullable().optional(),
  summaryEn: vine.string().trim().maxLength(500).nullable().optional(),
  // Rich text: sanitised by the service with the allow-list before it is stored.
  bodyRu: vine.string().maxLength(200_000).nullable().optional(),
  bodyEn: vine.string().maxLength(200_000).nullable().optional(),
}

/**
 * An edit's titles (docs/api.md `document/edit`: fields left out keep their value): neither is
 * required here; the service refuses an edit that leaves the document with no title at all.
 */
const editedTitles = {
  titleRu: vine.string().trim().maxLength(200).nullable().optional(),
  titleEn: vine.string().trim().maxLength(200).nullable().optional(),
}

/** Everything a staff editor sets on a document (spec §3 Document, §7 document/new, edit). */
const documentFields = {
  idempotencyKey: vine.string().uuid(),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .minLength(2)
    .maxLength(96)
    .regex(SLUG_PATTERN)
    .optional(),
  ...translatedFields,
  coverUrl: vine.string().trim().maxLength(500).nullable().optional(),
  colorScheme: vine.enum(COLOR_SCHEMES).optional(),
  links: vine
    .array(
      vine.object({
        title: vine.string().trim().minLength(1).maxLength(80),
        url: vine
          .string()
          .trim()
          .url({ protocols: ['http', 'https'], require_protocol: true }),
      })
    )
    .maxLength(10)
    .optional(),
  serverName: vine.string().trim().maxLength(64).nullable().optional(),
  modpackVersion: vine.string().trim().maxLength(32).nullable().optional(),
  tags: vine
    .array(vine.string().trim().toLowerCase().minLength(2).maxLength(32).regex(TAG_PATTERN))
    .maxLength(12)
    .distinct()
    .optional(),
  servers: vine.array(vine.string().trim().maxLength(64)).maxLength(10).distinct().optional(),
  draft: vine.boolean().optional(),
  publishedAt: vine
    .date({ formats: { utc: true } })
    .nullable()
    .optional(),
}

/** `POST document/new` and the editor's create form. */
export const createDocumentValidator = vine.create({
  target: vine.enum(CREATABLE_TARGETS),
  type: vine.enum(['original'] as const).optional(),
  key: vine.string().uuid(),
  ...documentFields,
})

/** `POST document/edit` and the editor's save: the document by id; target and key stay. */
export const updateDocumentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  ...documentFields,
  ...editedTitles,
})

/** `POST document/delete`. */
export const destroyDocumentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  idempotencyKey: vine.string().uuid(),
})

/** `GET documents?target=&page=&perPage=&tag=&server=` and the list pages. */
export const indexDocumentsValidator = vine.create({
  target: vine.enum(DOCUMENT_TARGETS.filter((target) => target !== 'pages')),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  perPage: vine.number().withoutDecimals().range([1, MAX_PER_PAGE]).optional(),
  tag: vine.string().trim().toLowerCase().maxLength(32).optional(),
  server: vine.string().trim().maxLength(64).optional(),
})

/** The list pages' query: page and, for mods, tag and server. */
export const listPageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  tag: vine.string().trim().toLowerCase().maxLength(32).optional(),
  server: vine.string().trim().maxLength(64).optional(),
})

/** `GET document?target=&id=`: one document by its slug. */
export const showDocumentValidator = vine.create({
  target: vine.enum(DOCUMENT_TARGETS),
  id: vine.string().trim().maxLength(96),
})

/** `POST document/like {id}`. */
export const likeDocumentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
})

/** `POST document/stopwatch {id, seconds}`: the read beacon. */
export const stopwatchValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  seconds: vine.number().min(0),
  view: vine.boolean().optional(),
})

/** `POST document/image/context/original/{id}/upload`: the document's key and the file. */
export const uploadImageValidator = vine.create({
  image: vine.file(),
  params: vine.object({ id: vine.string().uuid() }),
})
