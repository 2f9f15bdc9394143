import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileLikeService from '#services/players/profile_like_service'
import { createProfileLikeValidator } from '#validators/players/profile_like'

/** `POST user/profile/like {login}` (spec §7): toggles the like; answers the new state. */
@inject()
export default class ProfileLikesController {
  constructor(private likes: ProfileLikeService) {}

  async store({ request, auth }: HttpContext) {
    const { login } = await request.validateUsing(createProfileLikeValidator)
    const result = await this.likes.toggle(auth.getUserOrFail(), login)
    return {
      login: result.profile.nickname,
      liked: result.liked,
      likes: result.likes,
      place: result.place,
    }
  }
}
