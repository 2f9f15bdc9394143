import { inject } from '@adonisjs/core'
import DocumentService from '#services/content/document_service'

/** `GET mod/tags` (spec §7): the tags of published mods with their counts. */
@inject()
export default class ModTagsController {
  constructor(private documents: DocumentService) {}

  async index() {
    return { tags: await this.documents.tags() }
  }
}
