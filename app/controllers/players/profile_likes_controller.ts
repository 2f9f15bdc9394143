import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfileLikeService from '#services/players/profile_like_service'

/** The like button of a profile (spec §7 `POST user/profile/like`): toggles, back to the page. */
@inject()
export default class ProfileLikesController {
  constructor(private likes: ProfileLikeService) {}

  async store({ params, auth, response }: HttpContext) {
    await this.likes.toggle(auth.getUserOrFail(), params.nickname)
    return response.redirect('back', true)
  }
}
