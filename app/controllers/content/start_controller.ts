import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import launcherConfig from '#config/launcher'
import DocumentService from '#services/content/document_service'

/** /{lang}/start (spec §2): download the launcher, register, pick a server (its page). */
@inject()
export default class StartController {
  constructor(private documents: DocumentService) {}

  async show({ inertia }: HttpContext) {
    return inertia.render('content/start/show', {
      downloads: launcherConfig.downloads,
      serverPages: await this.documents.serverPageSlugs(),
    })
  }
}
