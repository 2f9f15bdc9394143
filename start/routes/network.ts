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
