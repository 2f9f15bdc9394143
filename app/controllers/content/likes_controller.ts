import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LikeService from '#services/content/like_service'
import { likeDocumentValidator } from '#validators/content/document'
import { routeUrl } from '#http/request'
import { documentRoute } from '#domain/content/documents'

/** The like button of a document page: one like per player, a second press takes it back. */
@inject()
export default class LikesController {
  constructor(private likes: LikeService) {}

  async store(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(likeDocumentValidator, {
      data: { id: ctx.params.id },
    })
    const liked = await this.likes.toggle(ctx.auth.getUserOrFail(), id)
    const { route, params } = documentRoute(liked.target, liked.slug)
    return ctx.response.redirect(routeUrl(ctx, route, params))
  }
}
