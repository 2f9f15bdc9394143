import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import DocumentEditService from '#services/content/document_edit_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import {
  createDocumentValidator,
  destroyDocumentValidator,
  updateDocumentValidator,
} from '#validators/content/document'
import { routeUrl } from '#http/request'
import { validateWithKey } from '#http/inputs'
import {
  documentListRoute,
  documentRoute,
  type CreatableTarget,
  type DocumentTarget,
} from '#domain/content/documents'

/**
 * The staff editors (spec §2 `/{target}/create`, `/{target}/{document_id}/edit`;
 * web.documents.create / edit, else 404) and their saves. Each form carries
 * a fresh idempotency key, so a double submit changes nothing twice.
 */
@inject()
export default class DocumentsController {
  constructor(
    private documents: DocumentService,
    private edits: DocumentEditService
  ) {}

  async create({ inertia, params }: HttpContext) {
    return inertia.render('content/documents/create', {
      target: params.target as CreatableTarget,
      documentKey: randomUUID(),
      idempotencyKey: randomUUID(),
      tags: await this.documents.tags(),
    })
  }

  async edit({ inertia, params, i18n }: HttpContext) {
    const { document } = await this.documents.find(params.target, params.slug, true)
    return inertia.render('content/documents/edit', {
      document: DocumentTransformer.transform(document, i18n.locale).useVariant('toEditable'),
      idempotencyKey: randomUUID(),
      deleteKey: randomUUID(),
      tags: await this.documents.tags(),
    })
  }

  async store(ctx: HttpContext) {
    const input = await validateWithKey(ctx, createDocumentValidator)
    const saved = await this.edits.create(ctx.auth.getUserOrFail(), input)
    return this.toDocument(ctx, saved, 'content.documents.created')
  }

  async update(ctx: HttpContext) {
    const input = await validateWithKey(ctx, updateDocumentValidator, { id: ctx.params.id })
    const saved = await this.edits.update(ctx.auth.getUserOrFail(), input)
    return this.toDocument(ctx, saved, 'content.documents.updated')
  }

  async destroy(ctx: HttpContext) {
    const input = await validateWithKey(ctx, destroyDocumentValidator, { id: ctx.params.id })
    const deleted = await this.edits.destroy(ctx.auth.getUserOrFail(), input)
    ctx.session.flash('success', 'content.documents.deleted')
    return ctx.response.redirect(routeUrl(ctx, documentListRoute(deleted.target)))
  }

  private toDocument(
    ctx: HttpContext,
    saved: { target: DocumentTarget; slug: string },
    notice: string
  ) {
    ctx.session.flash('success', notice)
    const { route, params } = documentRoute(saved.target, saved.slug)
    return ctx.response.redirect(routeUrl(ctx, route, params))
  }
}
