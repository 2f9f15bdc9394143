import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

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
      router.post('/events', [controllers.game.network.Events, 'store']).as('network.events.store')
    })
    .use(middleware.gameServer())
}
