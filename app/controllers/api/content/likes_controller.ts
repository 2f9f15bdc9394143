import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LikeService from '#services/content/like_service'
import { likeDocumentValidator } from '#validators/content/document'

/** `POST document/like {id}` (spec §7): toggles the player's like; answers the state and count. */
@inject()
export default class LikesController {
  constructor(private likes: LikeService) {}

  async store({ request, auth }: HttpContext) {
    const { id } = await request.validateUsing(likeDocumentValidator)
    const { liked, likes } = await this.likes.toggle(auth.getUserOrFail(), id)
    return { liked, likes }
  }
}
