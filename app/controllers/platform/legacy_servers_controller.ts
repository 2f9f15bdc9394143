import type { HttpContext } from '@adonisjs/core/http'
import { legacyServerSlug } from '#domain/platform/legacy_redirects'
import { routeUrl } from '#helpers/http'

/** /server/{name} of the old site → the server's document page (301, spec §2). */
export default class LegacyServersController {
  async show(ctx: HttpContext) {
    const slug = legacyServerSlug(ctx.params.name)
    return ctx.response.redirect(routeUrl(ctx, 'content.servers.show', { slug }), false, 301)
  }
}
