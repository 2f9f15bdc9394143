import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherBuildService from '#services/launcher/launcher_build_service'
import { createLauncherBuildValidator } from '#validators/launcher/build'

/** POST launcher/builds (staff, web.launcher.edit): publish a build the next manifest lists. */
@inject()
export default class BuildsController {
  constructor(private builds: LauncherBuildService) {}

  async store({ request, auth, response }: HttpContext) {
    const input = await request.validateUsing(createLauncherBuildValidator)
    const build = await this.builds.publish(auth.getUserOrFail(), input)
    return response.created({
      id: build.id,
      version: build.version,
      platform: build.platform,
      url: build.url,
      sha256: build.sha256,
      publishedAt: build.createdAt.toUTC().toISO(),
    })
  }
}
