import type { HttpContext } from '@adonisjs/core/http'
import { postNewsSlug } from '#domain/platform/legacy_redirects'
import { localizedPath } from '#domain/platform/locales'

/** /post/{number} of the old blog → its wipe news (301), unknown numbers → home (302). */
export default class PostsController {
  async show({ params, response, i18n }: HttpContext) {
    const slug = postNewsSlug(params.number)
    return slug
      ? response.redirect(localizedPath(i18n.locale, `/news/${slug}`), false, 301)
      : response.redirect(localizedPath(i18n.locale, '/'))
  }
}
