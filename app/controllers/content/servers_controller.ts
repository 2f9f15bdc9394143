import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import { readDocument } from '#http/document_pages'
import { launcherPlayLink } from '#domain/content/documents'
import MonitoringService from '#services/network/monitoring_service'
import ServerTransformer from '#transformers/network/server_transformer'

/**
 * /{lang}/servers/{document_id} (spec §2): the server's page with its mod
 * list, the launcher's "play" deep link, the server's facts (servers table)
 * and its live state from the monitoring snapshot, which the page then polls.
 */
@inject()
export default class ServersController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService,
    private monitoring: MonitoringService
  ) {}

  async show(ctx: HttpContext) {
    const read = await readDocument(
      ctx,
      { documents: this.documents, likes: this.likes },
      'servers',
      ctx.params.slug
    )
    if (read.redirect) return ctx.response.redirect(read.redirect, false, 301)
    const serverSlug = read.document.serverName ?? ''
    const [mods, servers, { tps, servers: live, records }] = await Promise.all([
      this.documents.serverMods(serverSlug),
      this.monitoring.servers(),
      this.monitoring.snapshot(),
    ])
    const server = servers.find((candidate) => candidate.slug === serverSlug)
    return ctx.inertia.render('content/servers/show', {
      ...read.props,
      mods: DocumentTransformer.transform(mods, ctx.i18n.locale),
      server: server
        ? ServerTransformer.transform(server, ctx.i18n.locale).useVariant('toDetailed')
        : null,
      monitoring: { tps, servers: live, records },
      playLink: launcherPlayLink(serverSlug),
    })
  }
}
