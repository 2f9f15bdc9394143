import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import FriendService from '#services/players/friend_service'
import ProfileViewService from '#services/players/profile_view_service'
import FriendTransformer from '#transformers/players/friend_transformer'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import { friendLoginValidator, listFriendsValidator } from '#validators/players/friend'

const PER_PAGE = 24

/** Profile → friends (spec §2 `:nickname/friends`): the list; accept a request, remove a friend. */
@inject()
export default class FriendsController {
  constructor(
    private views: ProfileViewService,
    private friends: FriendService
  ) {}

  async index({ params, request, auth, inertia }: HttpContext) {
    const { page } = await request.validateUsing(listFriendsValidator)
    const tab = await this.views.friendsTab(params.nickname, auth.user, page ?? 1, PER_PAGE)
    return inertia.render('players/friends/index', {
      player: PlayerProfileTransformer.transform(tab.head),
      friends: tab.friends ? FriendTransformer.transform(tab.friends.entries) : null,
      meta: tab.friends
        ? { page: tab.friends.meta.currentPage, perPage: PER_PAGE, total: tab.friends.meta.total }
        : null,
    })
  }

  async store({ request, auth, session, response }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const friend = await this.friends.accept(auth.getUserOrFail(), login)
    session.flash('success', { key: 'players.friends.accepted', data: { login: friend.nickname } })
    return response.redirect('back', true)
  }

  async destroy({ params, auth, session, response }: HttpContext) {
    const friend = await this.friends.remove(auth.getUserOrFail(), params.nickname)
    session.flash('success', { key: 'players.friends.removed', data: { login: friend.nickname } })
    return response.redirect('back', true)
  }
}
