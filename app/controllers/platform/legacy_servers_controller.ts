import type { HttpContext } from '@adonisjs/core/http'
import { legacyServerSlug } from '#domain/platform/legacy_redirects'
import { localizedPath } from '#domain/platform/locales'

/** /server/{name} of the old site → the server's document page (301, spec §2). */
export default class LegacyServersController {
  async show({ params, response, i18n }: HttpContext) {
    const slug = encodeURIComponent(legacyServerSlug(params.name))
    return response.redirect(localizedPath(i18n.locale, `/servers/${slug}`), false, 301)
  }
}
