import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import { PAGE_SLUGS, documentLanguage } from '#domain/content/documents'
import { ruleSections } from '#domain/content/rules'

/** `GET rules` (spec §7): the rules in sections with their anchors, in the request's language. */
@inject()
export default class RulesController {
  constructor(private documents: DocumentService) {}

  async show({ i18n }: HttpContext) {
    const { document } = await this.documents.find('pages', PAGE_SLUGS.rules)
    const { language, fallback } = documentLanguage(
      { ru: document.titleRu, en: document.titleEn },
      i18n.locale
    )
    return {
      title: document.title(language),
      language,
      fallback,
      updatedAt: document.updatedAt.toUTC().toISO(),
      sections: ruleSections(document.body(language) ?? ''),
    }
  }
}
