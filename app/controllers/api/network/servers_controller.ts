import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MonitoringService from '#services/network/monitoring_service'
import StatisticService from '#services/network/statistic_service'
import ServerTransformer from '#transformers/network/server_transformer'
import { showServerValidator } from '#validators/network/server'
import { apiSerializer } from '#http/api_serializer'
import { sendWithEtag } from '#http/etag'

/** `GET servers` and `GET server?server=<slug>` (spec §7): servers with their live status. */
@inject()
export default class ServersController {
  constructor(
    private monitoring: MonitoringService,
    private statistics: StatisticService
  ) {}

  async index(ctx: HttpContext) {
    const [servers, snapshot] = await Promise.all([
      this.monitoring.servers(),
      this.monitoring.snapshot(),
    ])
    const details = (await apiSerializer.toJson(
      ServerTransformer.transform(servers, ctx.i18n.locale).useVariant('toDetailed'),
      ctx.containerResolver
    )) as unknown as Array<{ slug: string }>
    return sendWithEtag(ctx, {
      servers: details.map((server) => ({ ...server, status: snapshot.servers[server.slug] })),
    })
  }

  async show(ctx: HttpContext) {
    const { server: slug, full } = await ctx.request.validateUsing(showServerValidator)
    const [server, snapshot] = await Promise.all([
      this.monitoring.server(slug),
      this.monitoring.snapshot(),
    ])
    const detail = await apiSerializer.toJson(
      ServerTransformer.transform(server, ctx.i18n.locale).useVariant('toDetailed'),
      ctx.containerResolver
    )
    return sendWithEtag(ctx, {
      server: {
        ...detail,
        status: snapshot.servers[slug],
        records: snapshot.serverRecords[slug],
        ...(full ? { statistics: await this.statistics.online('day', slug) } : {}),
      },
    })
  }
}
