import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { legacyServerSlug } from '#domain/platform/legacy_redirects'
import { routeUrl } from '#http/request'
import DocumentService from '#services/content/document_service'

/**
 * /server/{name} of the old site → the server's document page (301, spec §2):
 * the page describing that server, else the page of that slug.
 */
@inject()
export default class LegacyServersController {
  constructor(private documents: DocumentService) {}

  async show(ctx: HttpContext) {
    const server = legacyServerSlug(ctx.params.name)
    const pages = await this.documents.serverPageSlugs()
    const slug = pages[server] ?? server
    return ctx.response.redirect(routeUrl(ctx, 'content.servers.show', { slug }), false, 301)
  }
}
