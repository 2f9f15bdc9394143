import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/** JSON API under /api/v1 (spec §7 Servers): answered from the monitoring snapshot. */
export function api() {
  router.get('/servers', [controllers.api.network.Servers, 'index']).as('network.servers.index')
  router.get('/server', [controllers.api.network.Servers, 'show']).as('network.servers.show')
  router.get('/server/online', [controllers.api.network.Online, 'show']).as('network.online.show')
  router
    .get('/server/monitoring', [controllers.api.network.Monitoring, 'show'])
    .as('network.monitoring.show')
  router
    .get('/server/statistics', [controllers.api.network.Statistics, 'show'])
    .as('network.statistics.show')
}
