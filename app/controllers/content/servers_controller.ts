import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import LikeService from '#services/content/like_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import { readDocument } from '#helpers/document_pages'
import { launcherPlayLink } from '#domain/content/documents'

/**
 * /{lang}/servers/{document_id} (spec §2): the server's page with its mod
 * list and the launcher's "play" deep link; the server's facts come from the
 * servers table through the shared app state.
 */
@inject()
export default class ServersController {
  constructor(
    private documents: DocumentService,
    private likes: LikeService
  ) {}

  async show(ctx: HttpContext) {
    const read = await readDocument(
      ctx,
      { documents: this.documents, likes: this.likes },
      'servers',
      ctx.params.slug
    )
    if (read.redirect) return ctx.response.redirect(read.redirect, false, 301)
    const serverSlug = read.document.serverName ?? ''
    const mods = await this.documents.serverMods(serverSlug)
    return ctx.inertia.render('content/servers/show', {
      ...read.props,
      mods: DocumentTransformer.transform(mods, ctx.i18n.locale),
      playLink: launcherPlayLink(serverSlug),
    })
  }
}
