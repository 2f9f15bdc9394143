import type { HttpContext } from '@adonisjs/core/http'
import launcherConfig from '#config/launcher'

/** /{lang}/launcher/settings/admin (spec §6, admins): the debugger's JVM flags and the logs. */
export default class DebuggersController {
  async show({ inertia }: HttpContext) {
    return inertia.render('launcher/settings/admin', {
      localApiUrl: launcherConfig.localApiUrl,
    })
  }
}
