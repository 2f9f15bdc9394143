import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LauncherBuildService from '#services/launcher/launcher_build_service'

/** /{lang}/start (spec §2): download the launcher, register, pick a server (its page). */
@inject()
export default class StartController {
  constructor(
    private documents: DocumentService,
    private builds: LauncherBuildService
  ) {}

  async show({ inertia }: HttpContext) {
    return inertia.render('content/start/show', {
      // The newest build of each OS (else its configured link), counted through its download route.
      downloads: await this.builds.downloads(),
      serverPages: await this.documents.serverPageSlugs(),
    })
  }
}
