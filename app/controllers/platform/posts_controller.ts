import type { HttpContext } from '@adonisjs/core/http'
import { postNewsSlug } from '#domain/platform/legacy_redirects'
import { routeUrl } from '#http/request'

/** /post/{number} of the old blog → its wipe news (301), unknown numbers → home (302). */
export default class PostsController {
  async show(ctx: HttpContext) {
    const slug = postNewsSlug(ctx.params.number)
    return slug
      ? ctx.response.redirect(routeUrl(ctx, 'content.news.show', { slug }), false, 301)
      : ctx.response.redirect(routeUrl(ctx, 'platform.home.show'))
  }
}
