import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import { listPageValidator } from '#validators/content/document'
import { readDocument } from '#http/document_pages'

/** /{lang}/mods (filter by tag and server) and /{lang}/mods/{document_id} (spec §2). */
@inject()
export default class ModsController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService
  ) {}

  async index({ inertia, request, i18n }: HttpContext) {
    const query = await request.validateUsing(listPageValidator, { data: request.qs() })
    const mods = await this.documents.list('mods', query)
    return inertia.render('content/mods/index', {
      documents: DocumentTransformer.transform(mods.all(), i18n.locale),
      meta: { page: mods.currentPage, perPage: mods.perPage, total: mods.total },
      tags: await this.documents.tags(),
      filter: { tag: query.tag ?? null, server: query.server ?? null },
    })
  }

  async show(ctx: HttpContext) {
    const read = await readDocument(
      ctx,
      { documents: this.documents, likes: this.likes },
      'mods',
      ctx.params.slug
    )
    if (read.redirect) return ctx.response.redirect(read.redirect, false, 301)
    return ctx.inertia.render('content/mods/show', read.props)
  }
}
