import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Document from '#models/document'
import DocumentImage from '#models/document_image'
import DocumentServer from '#models/document_server'
import DocumentSlug from '#models/document_slug'
import DocumentTag from '#models/document_tag'
import Server from '#models/server'
import type User from '#models/user'
import IdempotencyService from '#services/platform/idempotency_service'
import SanitizerService from '#services/content/sanitizer_service'
import PageCacheService from '#services/platform/page_cache_service'
import UploadStorage from '#services/content/upload_storage'
import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import SlugTakenException from '#exceptions/slug_taken_exception'
import UnknownServerException from '#exceptions/unknown_server_exception'
import { uniqueViolation } from '#data/database_errors'
import { isOwnImageUrl, slugify, type DocumentTarget } from '#domain/content/documents'
import type { createDocumentValidator, updateDocumentValidator } from '#validators/content/document'

export type NewDocument = Infer<typeof createDocumentValidator>
export type DocumentChanges = Infer<typeof updateDocumentValidator>

/** What a create, edit or delete answers, and what its idempotency key replays. */
export type DocumentChangeResult = { id: number; target: DocumentTarget; slug: string }

/**
 * The staff's create, edit and delete of documents (spec §7 `document/new|edit|delete`),
 * each once per idempotency key, with bodies sanitised by the allow-list on save; every
 * change drops the cached guest pages.
 */
@inject()
export default class DocumentEditService {
  constructor(
    private idempotency: IdempotencyService,
    private sanitizer: SanitizerService,
    private storage: UploadStorage,
    private pages: PageCacheService
  ) {}

  /**
   * Creates a document once per idempotency key (spec §7 `document/new`).
   * Throws SlugTakenException, UnknownServerException, IdempotencyConflictException.
   */
  async create(author: User, input: NewDocument): Promise<DocumentChangeResult> {
    const { idempotencyKey, ...payload } = input
    const result = await this.idempotency.run(
      { key: idempotencyKey, scope: 'document.new', userId: author.id, payload },
      async (trx) => {
        const slug = payload.slug ?? slugify(payload.titleEn ?? payload.titleRu ?? '')
        if (!slug) throw new SlugTakenException()
        const document = new Document().useTransaction(trx)
        document.merge({
          key: payload.key,
          target: payload.target,
          type: 'original',
          slug,
          authorId: author.id,
          colorScheme: 'blue',
          links: [],
        })
        await this.apply(document, payload, trx)
        return { id: document.id, target: document.target, slug: document.slug }
      }
    )
    this.pages.forget()
    return result
  }

  /**
   * Edits a document once per idempotency key (spec §7 `document/edit`); a
   * new slug keeps the old one redirecting. Throws E_ROW_NOT_FOUND,
   * SlugTakenException, UnknownServerException, IdempotencyConflictException.
   */
  async update(editor: User, input: DocumentChanges): Promise<DocumentChangeResult> {
    const { idempotencyKey, ...payload } = input
    const result = await this.idempotency.run(
      { key: idempotencyKey, scope: 'document.edit', userId: editor.id, payload },
      async (trx) => {
        const document = await Document.query({ client: trx })
          .where('id', payload.id)
          .forUpdate()
          .firstOrFail()
        const oldSlug = document.slug
        // The staff pages keep their fixed addresses.
        if (payload.slug && document.target !== 'pages') document.slug = payload.slug
        await this.apply(document, payload, trx)
        if (document.slug !== oldSlug) {
          await DocumentSlug.create(
            { target: document.target, slug: oldSlug, documentId: document.id },
            { client: trx }
          )
        }
        return { id: document.id, target: document.target, slug: document.slug }
      }
    )
    this.pages.forget()
    return result
  }

  /**
   * Deletes a document and its images once per idempotency key (spec §7
   * `document/delete`); the staff pages cannot be deleted. Throws
   * E_ROW_NOT_FOUND, DomainException, IdempotencyConflictException.
   */
  async destroy(editor: User, input: { id: number; idempotencyKey: string }) {
    const { idempotencyKey, ...payload } = input
    const result = await this.idempotency.run(
      { key: idempotencyKey, scope: 'document.delete', userId: editor.id, payload },
      async (trx) => {
        const document = await Document.query({ client: trx })
          .where('id', payload.id)
          .forUpdate()
          .firstOrFail()
        if (document.target === 'pages') {
          throw new DomainException('content.documents.not_deletable', { type: 'id' })
        }
        const images = await DocumentImage.query({ client: trx }).where(
          'document_key',
          document.key
        )
        await DocumentImage.query({ client: trx }).where('document_key', document.key).delete()
        await document.delete()
        return {
          id: document.id,
          target: document.target,
          slug: document.slug,
          paths: images.map((image) => image.path),
        }
      }
    )
    // Files go after the commit: a failed delete leaves no document pointing at missing images.
    await this.storage.delete(result.paths)
    this.pages.forget()
    return { id: result.id, target: result.target, slug: result.slug }
  }

  /** Writes the editable fields, the mod tags and servers; the slug must be free. */
  private async apply(
    document: Document,
    input: Omit<NewDocument, 'idempotencyKey' | 'target' | 'key' | 'type'>,
    trx: TransactionClientContract
  ) {
    // Only images we stored may appear in a body or as the cover.
    const prefixes = await this.storage.imagePrefixes()
    const clean = (html: string | null | undefined) =>
      html === undefined ? undefined : html ? this.sanitizer.sanitize(html, prefixes) || null : null

    if (input.coverUrl && !isOwnImageUrl(input.coverUrl, prefixes)) {
      throw new DomainException('content.documents.cover_not_uploaded', {
        type: 'coverUrl',
        field: 'coverUrl',
      })
    }
    const serverName =
      document.target === 'servers' ? (input.serverName ?? document.serverName) : null
    if (
      document.target === 'servers' &&
      !(serverName && (await Server.query({ client: trx }).where('slug', serverName).first()))
    ) {
      throw new UnknownServerException('serverName')
    }
    const servers = document.target === 'mods' ? input.servers : []
    if (servers?.length) {
      const known = await Server.query({ client: trx }).whereIn('slug', servers)
      if (known.length !== servers.length) throw new UnknownServerException('servers')
    }

    const draft = input.draft ?? document.draft ?? false
    const publishedAt = input.publishedAt
      ? DateTime.fromJSDate(input.publishedAt).toUTC()
      : input.publishedAt === null
        ? null
        : document.publishedAt
    document.merge({
      ...(input.titleRu !== undefined ? { titleRu: input.titleRu } : {}),
      ...(input.titleEn !== undefined ? { titleEn: input.titleEn } : {}),
      ...(input.summaryRu !== undefined ? { summaryRu: input.summaryRu } : {}),
      ...(input.summaryEn !== undefined ? { summaryEn: input.summaryEn } : {}),
      ...(input.bodyRu !== undefined ? { bodyRu: clean(input.bodyRu) } : {}),
      ...(input.bodyEn !== undefined ? { bodyEn: clean(input.bodyEn) } : {}),
      ...(input.coverUrl !== undefined ? { coverUrl: input.coverUrl } : {}),
      ...(input.colorScheme ? { colorScheme: input.colorScheme } : {}),
      ...(input.links ? { links: input.links } : {}),
      serverName,
      ...(input.modpackVersion !== undefined && document.target === 'servers'
        ? { modpackVersion: input.modpackVersion }
        : {}),
      draft,
      // Publishing without a date publishes now.
      publishedAt: publishedAt ?? (draft ? null : DateTime.utc()),
    })

    if (!document.titleRu && !document.titleEn) {
      throw new DomainException('content.documents.title_missing', {
        errorCode: ERROR_CODES.documentTitleMissing,
        type: 'title',
        field: 'titleRu',
      })
    }

    if (document.$dirty.slug || !document.$isPersisted) {
      const taken = await Document.query({ client: trx })
        .where('target', document.target)
        .where('slug', document.slug)
        .whereNot('id', document.id ?? 0)
        .first()
      if (taken) throw new SlugTakenException()
      // A document taking over another one's former slug ends that redirect.
      await DocumentSlug.query({ client: trx })
        .where('target', document.target)
        .where('slug', document.slug)
        .delete()
    }
    try {
      await document.save()
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new SlugTakenException()
      throw error
    }

    if (document.target === 'mods' && input.tags) {
      await DocumentTag.query({ client: trx }).where('document_id', document.id).delete()
      await DocumentTag.createMany(
        input.tags.map((tag) => ({ documentId: document.id, tag })),
        { client: trx }
      )
    }
    if (document.target === 'mods' && servers) {
      await DocumentServer.query({ client: trx }).where('document_id', document.id).delete()
      await DocumentServer.createMany(
        servers.map((serverSlug) => ({ documentId: document.id, serverSlug })),
        { client: trx }
      )
    }
  }
}
