import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/*
| Players (issue #13): public profiles, playtime charts and statistics, tops. Pages under /:lang,
| the JSON API under /api/v1 (as `api.`).
*/

/** Pages under /:lang. */
export function pages() {
  router
    .get('/profile/:nickname', [controllers.players.Profiles, 'show'])
    .as('players.profiles.show')
  router
    .get('/profile/:nickname/statistics', [controllers.players.Statistics, 'show'])
    .as('players.statistics.show')
  router.get('/top', [controllers.players.Tops, 'index']).as('players.tops.index')
  router.get('/top/:type/:server?', [controllers.players.Tops, 'show']).as('players.tops.show')
}

/** JSON API under /api/v1 (spec §7 Profile). */
export function api() {
  router
    .get('/user/profile/:nickname', [controllers.api.players.Profiles, 'show'])
    .as('players.profiles.show')
  router
    .get('/statistics/:nickname/:server?', [controllers.api.players.Statistics, 'show'])
    .as('players.statistics.show')
  router
    .get('/playtime/:nickname/:serverName?', [controllers.api.players.Playtimes, 'show'])
    .as('players.playtimes.show')
  router
    .get('/playtime-range/:nickname/:serverName?', [controllers.api.players.PlaytimeRanges, 'show'])
    .as('players.playtime_ranges.show')
  router
    .get('/user/top/global/:type', [controllers.api.players.Tops, 'show'])
    .as('players.tops.show')
  router
    .get('/user/top/server/:type/:server', [controllers.api.players.Tops, 'show'])
    .as('players.server_tops.show')
}
