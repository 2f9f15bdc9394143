import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import FriendService from '#services/players/friend_service'
import FriendTransformer from '#transformers/players/friend_transformer'
import { friendLoginValidator } from '#validators/players/friend'
import { apiSerializer } from '#http/api_serializer'

/** `GET user/friend-requests`, `POST user/friend-requests[/decline]` (docs/api.md friends). */
@inject()
export default class FriendRequestsController {
  constructor(private friends: FriendService) {}

  async index({ auth, containerResolver }: HttpContext) {
    const requests = await this.friends.requests(auth.getUserOrFail())
    return apiSerializer.toJson(
      {
        incoming: FriendTransformer.transform(requests.incoming),
        outgoing: FriendTransformer.transform(requests.outgoing),
      },
      containerResolver
    )
  }

  async store({ request, auth }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const { status, friend } = await this.friends.request(auth.getUserOrFail(), login)
    return { status, friend: { login: friend.nickname } }
  }

  async destroy({ request, auth }: HttpContext) {
    const { login } = await request.validateUsing(friendLoginValidator)
    const other = await this.friends.decline(auth.getUserOrFail(), login)
    return { status: 'declined', friend: { login: other.nickname } }
  }
}
