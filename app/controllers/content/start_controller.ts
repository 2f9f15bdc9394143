import type { HttpContext } from '@adonisjs/core/http'
import launcherConfig from '#config/launcher'

/** /{lang}/start (spec §2): download the launcher, register, pick a server. */
export default class StartController {
  async show({ inertia }: HttpContext) {
    return inertia.render('content/start/show', { downloads: launcherConfig.downloads })
  }
}
