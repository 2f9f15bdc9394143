import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MonitoringService from '#services/network/monitoring_service'
import ServerTransformer from '#transformers/network/server_transformer'
import DocumentService from '#services/content/document_service'
import WipeService from '#services/economy/wipe_service'
import { upcomingWipesBySlug } from '#transformers/economy/wipe_transformer'

/** /{lang}/servers: the network's servers with their live online and their pages (spec §2). */
@inject()
export default class ServersController {
  constructor(
    private monitoring: MonitoringService,
    private documents: DocumentService,
    private wipes: WipeService
  ) {}

  async index({ inertia, i18n }: HttpContext) {
    const [servers, { tps, servers: live, records }, serverPages, wipes] = await Promise.all([
      this.monitoring.servers(),
      this.monitoring.snapshot(),
      this.documents.serverPageSlugs(),
      this.wipes.upcoming(),
    ])
    return inertia.render('network/servers/index', {
      servers: ServerTransformer.transform(servers, i18n.locale).useVariant('toDetailed'),
      monitoring: { tps, servers: live, records },
      timeZone: this.monitoring.timeZone,
      serverPages,
      upcomingWipes: upcomingWipesBySlug(wipes),
    })
  }
}
