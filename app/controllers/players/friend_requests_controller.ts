import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import FriendService from '#services/players/friend_service'
import ProfileViewService from '#services/players/profile_view_service'
import FriendTransformer from '#transformers/players/friend_transformer'
import PlayerProfileTransformer from '#transformers/players/player_profile_transformer'
import { friendLoginValidator } from '#validators/players/friend'

/** Profile → friends → requests (spec §2, its owner only): send, decline or withdraw. */
@inject()
export default class FriendRequestsController {
  constructor(
    private views: ProfileViewService,
    private friends: FriendService
  ) {}

  async index({ params, auth, inertia }: HttpContext) {
    const tab = await this.views.requestsTab(params.nickname, auth.getUserOrFail())
    return inertia.render('players/friend_requests/index', {
      player: PlayerProfileTransformer.transform(tab.head),
      incoming: FriendTransformer.transform(tab.requests.incoming),
      outgoing: FriendTransformer.transform(tab.requests.outgoing),
    })
  }

  async store({ request, auth, session, response }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const { status, friend } = await this.friends.request(auth.getUserOrFail(), login)
    session.flash('success', { key: `players.friends.${status}`, data: { login: friend.nickname } })
    return response.redirect('back', true)
  }

  async destroy({ params, auth, session, response }: HttpContext) {
    const other = await this.friends.decline(auth.getUserOrFail(), params.nickname)
    session.flash('success', { key: 'players.friends.declined', data: { login: other.nickname } })
    return response.redirect('back', true)
  }
}
