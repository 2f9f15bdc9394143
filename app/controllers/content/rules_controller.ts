import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import { readDocument } from '#http/document_pages'
import { PAGE_SLUGS, documentLanguage } from '#domain/content/documents'
import { ruleSections } from '#domain/content/rules'

/** /{lang}/rules (spec §2): the rules document in sections with anchors; staff edit it. */
@inject()
export default class RulesController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService
  ) {}

  async show(ctx: HttpContext) {
    const read = await readDocument(
      ctx,
      { documents: this.documents, likes: this.likes },
      'pages',
      PAGE_SLUGS.rules
    )
    const { document } = read
    const { language } = documentLanguage(
      { ru: document.titleRu, en: document.titleEn },
      ctx.i18n.locale
    )
    return ctx.inertia.render('content/rules/show', {
      ...read.props,
      sections: ruleSections(document.body(language) ?? ''),
    })
  }
}
