import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Gauge } from 'prom-client'
import { registry } from '#data/metrics'
import MonitoringService from '#services/network/monitoring_service'
import OperationService from '#services/platform/operation_service'

/*
| Gauges of the shared state (outbox, payments, game servers), read when
| scraped: every instance reports the same values, so aggregate them with
| max(), not sum(). Counters and histograms (#data/metrics) are per process.
*/
const outboxBacklog = new Gauge({
  name: 'outbox_backlog',
  help: 'Delivery commands neither done nor failed',
  registers: [registry],
})
const outboxAge = new Gauge({
  name: 'outbox_oldest_age_seconds',
  help: 'Age of the oldest delivery command neither done nor failed (0 when none)',
  registers: [registry],
})
const payments = new Gauge({
  name: 'payments',
  help: 'Payments by state',
  labelNames: ['state'] as const,
  registers: [registry],
})
const serversUp = new Gauge({
  name: 'game_servers',
  help: 'Enabled game servers by state (up, down) at the last poll',
  labelNames: ['state'] as const,
  registers: [registry],
})
const serverOnline = new Gauge({
  name: 'game_server_online_players',
  help: 'Players online per game server at the last poll',
  labelNames: ['server'] as const,
  registers: [registry],
})

/** `GET /metrics`: this process's series and the shared gauges, in Prometheus text. */
@inject()
export default class MetricService {
  constructor(
    private operations: OperationService,
    private monitoring: MonitoringService
  ) {}

  get contentType() {
    return registry.contentType
  }

  /** The text exposition, with the shared gauges read afresh. */
  async exposition() {
    const [outbox, states, snapshot] = await Promise.all([
      this.operations.outbox(),
      db.from('payments').select('status').count('* as total').groupBy('status'),
      this.monitoring.monitoring(),
    ])
    outboxBacklog.set(outbox.backlog)
    outboxAge.set(outbox.oldestAt ? Math.max(0, -outbox.oldestAt.diffNow('seconds').seconds) : 0)
    payments.reset()
    for (const row of states) payments.set({ state: row.status }, Number(row.total))
    const live = Object.entries(snapshot.servers)
    serversUp.set({ state: 'up' }, live.filter(([, server]) => server.up).length)
    serversUp.set({ state: 'down' }, live.filter(([, server]) => !server.up).length)
    serverOnline.reset()
    for (const [slug, server] of live) serverOnline.set({ server: slug }, server.online)
    return registry.metrics()
  }
}
