import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import { listPageValidator } from '#validators/content/document'
import { readDocument } from '#http/document_pages'

/** /{lang}/news and /{lang}/news/{document_id} (spec §2): newest first, then the post. */
@inject()
export default class NewsController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService
  ) {}

  async index({ inertia, request, i18n }: HttpContext) {
    const { page } = await request.validateUsing(listPageValidator, { data: request.qs() })
    const news = await this.documents.list('news', { page })
    return inertia.render('content/news/index', {
      documents: DocumentTransformer.transform(news.all(), i18n.locale),
      meta: { page: news.currentPage, perPage: news.perPage, total: news.total },
    })
  }

  async show(ctx: HttpContext) {
    const read = await readDocument(
      ctx,
      { documents: this.documents, likes: this.likes },
      'news',
      ctx.params.slug
    )
    if (read.redirect) return ctx.response.redirect(read.redirect, false, 301)
    return ctx.inertia.render('content/news/show', read.props)
  }
}
