import { DateTime } from 'luxon'
import cache from '@adonisjs/cache/services/main'
import type { Period } from '#domain/network/online_history'
import type { OnlineStatistics } from '#domain/network/monitoring'
import MonitoringService from '#services/network/monitoring_service'
import OnlineHistoryService from '#services/network/online_history_service'

const STATISTICS_TTL = '60s'

/**
 * Network statistics (#9, spec §2 stats, §7 `server/statistics`): online charts over a
 * period, read from the stored online history. Live status is MonitoringService's.
 */
export default class StatisticService {
  constructor(
    private monitoring = new MonitoringService(),
    private history = new OnlineHistoryService()
  ) {}

  /** The online chart of a period for one server or every enabled one, cached a minute. */
  async online(period: Period, slug: string | null): Promise<OnlineStatistics> {
    const servers =
      slug === null ? await this.monitoring.servers() : [await this.monitoring.server(slug)]
    return cache.getOrSet({
      key: `network:statistics:${slug ?? '*'}:${period}`,
      ttl: STATISTICS_TTL,
      factory: async () => {
        const series = await this.history.series(
          period,
          servers.map((server) => server.id),
          DateTime.utc()
        )
        return {
          period,
          timestamps: series.timestamps,
          servers: servers.map((server, i) => ({
            slug: server.slug,
            name: server.name,
            colorScheme: server.colorScheme,
            online: series.online[i],
          })),
        }
      },
    })
  }
}
