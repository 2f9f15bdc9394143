import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherScreenService from '#services/launcher/launcher_screen_service'
import ServerTransformer from '#transformers/network/server_transformer'
import launcherConfig from '#config/launcher'

/** /{lang}/launcher/servers (spec §2): every client with its server's live online and Play. */
@inject()
export default class ServersController {
  constructor(private screens: LauncherScreenService) {}

  async index({ inertia, i18n }: HttpContext) {
    const { servers, monitoring } = await this.screens.servers()
    return inertia.render('launcher/servers/index', {
      servers: ServerTransformer.transform(servers, i18n.locale).useVariant('toDetailed'),
      monitoring,
      localApiUrl: launcherConfig.localApiUrl,
    })
  }
}
