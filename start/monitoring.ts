/*
| Server monitoring (docs/decisions.md "Server monitoring"): every web process
| runs the poller's loop, and the one holding its lock pings the servers.
| MONITORING_POLLER=false keeps a process out of it.
*/
import app from '@adonisjs/core/services/app'
import monitoringConfig from '#config/monitoring'

if (app.getEnvironment() === 'web' && monitoringConfig.poller) {
  app.ready(async () => {
    const { default: MonitoringPollerService } =
      await import('#services/network/monitoring_poller_service')
    const poller = await app.container.make(MonitoringPollerService)
    poller.start()
    app.terminating(() => poller.stop())
  })
}
