import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import { readDocument } from '#http/document_pages'
import { PAGE_SLUGS } from '#domain/content/documents'

/** /{lang}/privacy (spec §2): the privacy policy document; staff edit it. */
@inject()
export default class PrivacyController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService
  ) {}

  async show(ctx: HttpContext) {
    const services = { documents: this.documents, likes: this.likes }
    const read = await readDocument(ctx, services, 'pages', PAGE_SLUGS.privacy)
    return ctx.inertia.render('content/privacy/show', read.props)
  }
}
