import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherBuildService from '#services/launcher/launcher_build_service'

/** GET launcher/manifest: the newest build of each platform, signed (Ed25519). */
@inject()
export default class ManifestsController {
  constructor(private builds: LauncherBuildService) {}

  async show({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return this.builds.manifest()
  }
}
