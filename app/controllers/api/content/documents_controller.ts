import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import DocumentEditService from '#services/content/document_edit_service'
import LikeService from '#services/content/like_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import {
  createDocumentValidator,
  destroyDocumentValidator,
  indexDocumentsValidator,
  showDocumentValidator,
  updateDocumentValidator,
} from '#validators/content/document'
import { apiSerializer } from '#http/api_serializer'
import { validateWithKey } from '#http/inputs'
import { canEditDocuments, documentReading } from '#http/document_pages'

/** spec §7 Documents: `GET documents`, `GET document`, `POST document/new|edit|delete`. */
@inject()
export default class DocumentsController {
  constructor(
    private documents: DocumentService,
    private edits: DocumentEditService,
    private likes: LikeService
  ) {}

  async index({ request, i18n, containerResolver }: HttpContext) {
    const { target, ...query } = await request.validateUsing(indexDocumentsValidator, {
      data: request.qs(),
    })
    const list = await this.documents.list(target, query)
    return apiSerializer.toJson(
      DocumentTransformer.paginate(list.all(), list.getMeta(), i18n.locale),
      containerResolver
    )
  }

  async show(ctx: HttpContext) {
    const { target, id } = await ctx.request.validateUsing(showDocumentValidator, {
      data: ctx.request.qs(),
    })
    const editor = await canEditDocuments(ctx)
    const { document } = await this.documents.find(target, id, editor)
    return apiSerializer.toJson(
      await documentReading(ctx, this.likes, document, editor),
      ctx.containerResolver
    )
  }

  async store(ctx: HttpContext) {
    const input = await validateWithKey(ctx, createDocumentValidator)
    return this.edits.create(ctx.auth.getUserOrFail(), input)
  }

  async update(ctx: HttpContext) {
    const input = await validateWithKey(ctx, updateDocumentValidator)
    return this.edits.update(ctx.auth.getUserOrFail(), input)
  }

  async destroy(ctx: HttpContext) {
    const input = await validateWithKey(ctx, destroyDocumentValidator)
    return { ...(await this.edits.destroy(ctx.auth.getUserOrFail(), input)), deleted: true }
  }
}
