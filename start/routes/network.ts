import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/** Pages under /:lang: servers and online statistics (#9). */
export function pages() {
  router.get('/servers', [controllers.network.Servers, 'index']).as('network.servers.index')
  router.get('/stats', [controllers.network.Stats, 'index']).as('network.stats.index')
  router.get('/stats/:server_name', [controllers.network.Stats, 'show']).as('network.stats.show')
}

/**
 * The live calls every open tab polls (spec §4), under /api/v1 without the API
 * stack: the same answer for everyone, so no player is looked up for them.
 */
export function liveApi() {
  router.get('/server/online', [controllers.api.network.Online, 'show']).as('network.online.show')
  router
    .get('/server/monitoring', [controllers.api.network.Monitoring, 'show'])
    .as('network.monitoring.show')
}

/** JSON API under /api/v1 (spec §7 Servers): answered from the monitoring snapshot. */
export function api() {
  router.get('/servers', [controllers.api.network.Servers, 'index']).as('network.servers.index')
  router.get('/server', [controllers.api.network.Servers, 'show']).as('network.servers.show')
  router
    .get('/server/statistics', [controllers.api.network.Statistics, 'show'])
    .as('network.statistics.show')
}
