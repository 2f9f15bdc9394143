import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import FriendService from '#services/players/friend_service'
import ProfileViewService from '#services/players/profile_view_service'
import FriendTransformer from '#transformers/players/friend_transformer'
import { friendLoginValidator, listFriendsValidator } from '#validators/players/friend'
import { apiSerializer } from '#http/api_serializer'

/** `GET user/friends/{nickname}`, `POST user/friends/accept|remove` (docs/api.md friends). */
@inject()
export default class FriendsController {
  constructor(
    private views: ProfileViewService,
    private friends: FriendService
  ) {}

  async index({ params, request, auth, containerResolver }: HttpContext) {
    const input = await request.validateUsing(listFriendsValidator)
    const profile = await this.views.visibleAccount(params.nickname, auth.user, 'friends')
    const list = await this.friends.list(profile, input.page ?? 1, input.perPage ?? 20)
    return apiSerializer.toJson(
      FriendTransformer.paginate(list.entries, list.meta),
      containerResolver
    )
  }

  async store({ request, auth }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const friend = await this.friends.accept(auth.getUserOrFail(), login)
    return { status: 'accepted', friend: { login: friend.nickname } }
  }

  async destroy({ request, auth }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const friend = await this.friends.remove(auth.getUserOrFail(), login)
    return { status: 'removed', friend: { login: friend.nickname } }
  }
}
