import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MonitoringService from '#services/network/monitoring_service'
import StatisticService from '#services/network/statistic_service'
import ServerTransformer from '#transformers/network/server_transformer'

/** /{lang}/stats and /{lang}/stats/{server_name}: online now, records and charts (spec §2). */
@inject()
export default class StatisticsController {
  constructor(
    private monitoring: MonitoringService,
    private statistics: StatisticService
  ) {}

  async index({ inertia, i18n }: HttpContext) {
    const [servers, { tps, servers: live, records }, statistics] = await Promise.all([
      this.monitoring.servers(),
      this.monitoring.snapshot(),
      this.statistics.online('day', null),
    ])
    return inertia.render('network/statistics/index', {
      servers: ServerTransformer.transform(servers, i18n.locale),
      monitoring: { tps, servers: live, records },
      timeZone: this.monitoring.timeZone,
      statistics,
    })
  }

  async show({ inertia, i18n, params }: HttpContext) {
    const server = await this.monitoring.server(params.server_name)
    const [{ tps, servers: live, records, serverRecords }, statistics] = await Promise.all([
      this.monitoring.snapshot(),
      this.statistics.online('day', server.slug),
    ])
    return inertia.render('network/statistics/show', {
      server: ServerTransformer.transform(server, i18n.locale).useVariant('toDetailed'),
      monitoring: { tps, servers: live, records },
      timeZone: this.monitoring.timeZone,
      records: serverRecords[server.slug],
      statistics,
    })
  }
}
