import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttleRedelivery } from '#start/limiter'

/*
| Game network (issue #9). The game-server API under /api/game/v1 (as `game.`): every call is
| made by a game server's plugin with its key (GameServerMiddleware puts it on ctx.gameServer).
*/

/** Game API under /api/game/v1 (game-api.md, docs/game-api.md). */
export function game() {
  router
    .group(() => {
      router
        .post('/heartbeat', [controllers.game.network.Heartbeats, 'store'])
        .as('network.heartbeats.store')
      router
        .get('/commands', [controllers.game.network.Commands, 'index'])
        .as('network.commands.index')
      router
        .post('/commands/:id/ack', [controllers.game.network.CommandAcks, 'store'])
        .as('network.command_acks.store')
      router.post('/events', [controllers.game.network.Events, 'store']).as('network.events.store')
    })
    .use(middleware.gameServer())
}

/** Delivery outbox pages under /:lang: staff's list (web.network.view) and the cabinet tab. */
export function deliveryPages() {
  router
    .group(() => {
      router
        .get('/staff/deliveries', [controllers.network.Deliveries, 'index'])
        .as('network.deliveries.index')
      router
        .post('/staff/deliveries/:id/retry', [controllers.network.DeliveryRetries, 'store'])
        .where('id', router.matchers.uuid())
        .as('network.delivery_retries.store')
    })
    .use([middleware.auth(), middleware.permission('web.network.view')])
  router
    .group(() => {
      router
        .get('/cabinet/deliveries', [controllers.network.CabinetDeliveries, 'index'])
        .as('network.cabinet_deliveries.index')
      router
        .post('/cabinet/deliveries/:id/redelivery', [controllers.network.Redeliveries, 'store'])
        .where('id', router.matchers.uuid())
        .as('network.redeliveries.store')
        .use(throttleRedelivery)
    })
    .use(middleware.auth())
}

/** The player's deliveries in the JSON API under /api/v1 (docs/api.md). */
export function deliveryApi() {
  router
    .group(() => {
      router
        .get('/user/deliveries', [controllers.api.network.CabinetDeliveries, 'index'])
        .as('network.cabinet_deliveries.index')
      router
        .post('/user/deliveries/:id/redeliver', [controllers.api.network.Redeliveries, 'store'])
        .where('id', router.matchers.uuid())
        .as('network.redeliveries.store')
        .use(throttleRedelivery)
    })
    .use(middleware.auth())
}

/** Pages under /:lang: servers and online statistics (#9). */
export function pages() {
  router.get('/servers', [controllers.network.Servers, 'index']).as('network.servers.index')
  router.get('/stats', [controllers.network.Statistics, 'index']).as('network.statistics.index')
  router
    .get('/stats/:server_name', [controllers.network.Statistics, 'show'])
    .as('network.statistics.show')
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
