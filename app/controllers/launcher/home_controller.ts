import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LauncherScreenService from '#services/launcher/launcher_screen_service'
import LauncherBuildService from '#services/launcher/launcher_build_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import ServerTransformer from '#transformers/network/server_transformer'
import launcherConfig from '#config/launcher'

/** /{lang}/launcher (spec §2, launcher-main): the player, news, server choice and Play. */
@inject()
export default class HomeController {
  constructor(
    private screens: LauncherScreenService,
    private builds: LauncherBuildService
  ) {}

  async show({ inertia, i18n }: HttpContext) {
    const [{ servers, monitoring, news }, builds] = await Promise.all([
      this.screens.home(),
      this.builds.latest(),
    ])
    return inertia.render('launcher/home/show', {
      servers: ServerTransformer.transform(servers, i18n.locale).useVariant('toDetailed'),
      monitoring,
      news: DocumentTransformer.transform(news, i18n.locale),
      localApiUrl: launcherConfig.localApiUrl,
      // The update offer: the page compares them with the launcher's own version.
      builds: builds.map(({ version, platform, url }) => ({
        version,
        platform,
        url,
      })),
    })
  }
}
