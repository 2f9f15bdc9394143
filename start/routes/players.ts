import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttleFriendRequest, throttleProfileLike } from '#start/limiter'

/*
| Players (issue #13): public profiles, playtime charts and statistics, friends, profile likes,
| tops, player search and the ban list. Pages under /:lang,
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
  router
    .get('/profile/:nickname/roles', [controllers.players.Roles, 'index'])
    .as('players.roles.index')
  router.get('/top', [controllers.players.Tops, 'index']).as('players.tops.index')
  router.get('/top/:type/:server?', [controllers.players.Tops, 'show']).as('players.tops.show')
  router.get('/player-search', [controllers.players.Searches, 'index']).as('players.searches.index')
  // spec §2: the ban list is a protected page.
  router
    .get('/banlist', [controllers.players.Bans, 'index'])
    .as('players.bans.index')
    .use(middleware.auth())
  friendPages()
  router
    .get('/cabinet/profile', [controllers.players.Looks, 'edit'])
    .as('players.looks.edit')
    .use(middleware.auth())
}

/** Profile → friends (spec §2 `:nickname/friends`, list and requests) and the like button. */
function friendPages() {
  router
    .get('/profile/:nickname/friends', [controllers.players.Friends, 'index'])
    .as('players.friends.index')
  router
    .group(() => {
      router
        .get('/profile/:nickname/friends/requests', [controllers.players.FriendRequests, 'index'])
        .as('players.friend_requests.index')
      router
        .post('/friends/requests', [controllers.players.FriendRequests, 'store'])
        .as('players.friend_requests.store')
        .use(throttleFriendRequest)
      router
        .delete('/friends/requests/:nickname', [controllers.players.FriendRequests, 'destroy'])
        .as('players.friend_requests.destroy')
      router.post('/friends', [controllers.players.Friends, 'store']).as('players.friends.store')
      router
        .delete('/friends/:nickname', [controllers.players.Friends, 'destroy'])
        .as('players.friends.destroy')
      router
        .post('/profile/:nickname/like', [controllers.players.ProfileLikes, 'store'])
        .as('players.profile_likes.store')
        .use(throttleProfileLike)
    })
    .use(middleware.auth())
}

/** JSON API under /api/v1 (spec §7 Profile, `user/top`, `user/search`, `ban/list`). */
export function api() {
  router
    .get('/user/profile/:nickname', [controllers.api.players.Profiles, 'show'])
    .as('players.profiles.show')
  router
    .get('/statistics/:nickname/:server?', [controllers.api.players.Statistics, 'show'])
    .as('players.statistics.show')
  router.get('/roles/:nickname', [controllers.api.players.Roles, 'index']).as('players.roles.index')
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
  router
    .get('/user/search', [controllers.api.players.Searches, 'index'])
    .as('players.searches.index')
  router
    .get('/ban/list', [controllers.api.players.Bans, 'index'])
    .as('players.bans.index')
    .use(middleware.auth())
  router
    .get('/user/friends/:nickname', [controllers.api.players.Friends, 'index'])
    .as('players.friends.index')
  lookApi()
  router
    .group(() => {
      router
        .get('/user/friend-requests', [controllers.api.players.FriendRequests, 'index'])
        .as('players.friend_requests.index')
      router
        .post('/user/friend-requests', [controllers.api.players.FriendRequests, 'store'])
        .as('players.friend_requests.store')
        .use(throttleFriendRequest)
      router
        .post('/user/friend-requests/decline', [controllers.api.players.FriendRequests, 'destroy'])
        .as('players.friend_requests.destroy')
      router
        .post('/user/friends/accept', [controllers.api.players.Friends, 'store'])
        .as('players.friends.store')
      router
        .post('/user/friends/remove', [controllers.api.players.Friends, 'destroy'])
        .as('players.friends.destroy')
      router
        .post('/user/profile/like', [controllers.api.players.ProfileLikes, 'store'])
        .as('players.profile_likes.store')
        .use(throttleProfileLike)
    })
    .use(middleware.auth())
}

/** Stored looks: heads, avatars, textures and covers, outside the language prefix, no session. */
export function files() {
  router
    .get('/looks/:kind/:key/:variant', [controllers.players.LookImages, 'show'])
    .as('players.look_images.show')
}

/** spec §7 skin, cape and avatar calls and `GET cabinet/look` (issue #25). */
function lookApi() {
  const KIND = /^(skin|cape|avatar)$/
  router
    .group(() => {
      router.get('/cabinet/look', [controllers.api.players.Looks, 'show']).as('players.looks.show')
      router
        .post('/user/skin/upload', [controllers.api.players.Skins, 'store'])
        .as('players.skins.store')
      router
        .post('/user/skin/model', [controllers.api.players.Skins, 'update'])
        .as('players.skins.update')
      router
        .post('/user/cape/upload', [controllers.api.players.Capes, 'store'])
        .as('players.capes.store')
      router
        .post('/user/avatar/upload', [controllers.api.players.Avatars, 'store'])
        .as('players.avatars.store')
      router
        .post('/user/avatar/crop', [controllers.api.players.AvatarCrops, 'store'])
        .as('players.avatar_crops.store')
      router
        .post('/user/:kind/delete', [controllers.api.players.Looks, 'destroy'])
        .where('kind', KIND)
        .as('players.looks.destroy')
      router
        .post('/user/:kind/rollback', [controllers.api.players.LookRollbacks, 'store'])
        .where('kind', KIND)
        .as('players.look_rollbacks.store')
    })
    .use(middleware.auth())
}
