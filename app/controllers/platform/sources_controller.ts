import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import SourceAliasService from '#services/economy/source_alias_service'

/** /source/{alias}: a campaign alias leads to its referral link, else home (302, spec §2). */
@inject()
export default class SourcesController {
  constructor(private sources: SourceAliasService) {}

  async show({ params, response, i18n }: HttpContext) {
    const code = await this.sources.codeOf(String(params.alias))
    return response.redirect(
      code
        ? router.urlBuilder.urlFor('economy.referral_links.show', { code })
        : router.urlBuilder.urlFor('platform.home.show', { lang: i18n.locale })
    )
  }
}
