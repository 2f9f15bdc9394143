import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { sourceAliasCode } from '#domain/platform/legacy_redirects'

/** /source/{alias}: an old campaign alias leads to its referral link, else home (302, spec §2). */
export default class SourcesController {
  async show({ params, response, i18n }: HttpContext) {
    const code = sourceAliasCode(params.alias)
    return response.redirect(
      code
        ? router.urlBuilder.urlFor('economy.referral_links.show', { code })
        : router.urlBuilder.urlFor('platform.home.show', { lang: i18n.locale })
    )
  }
}
