import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import PlayerTopService from '#services/players/player_top_service'
import TopPageTransformer from '#transformers/players/top_page_transformer'
import ServerTransformer from '#transformers/network/server_transformer'
import { showTopValidator } from '#validators/players/top'
import { TOP_TYPES } from '#domain/players/tops'

/** `/{lang}/top` → playtime; `/{lang}/top/{type}[/{server_name}]` (spec §2). */
@inject()
export default class TopsController {
  constructor(
    private profiles: PlayerProfileService,
    private tops: PlayerTopService
  ) {}

  async index({ response, i18n }: HttpContext) {
    return response.redirect().toRoute('players.tops.show', { lang: i18n.locale, type: 'playtime' })
  }

  async show({ params, request, auth, inertia, i18n }: HttpContext) {
    const type = this.tops.assertType(params.type, params.server)
    const input = await request.validateUsing(showTopValidator)
    const server = params.server ? await this.profiles.server(params.server) : null
    const [top, servers] = await Promise.all([
      this.tops.page({
        type,
        server,
        period: input.period ?? 'month',
        page: input.page ?? 1,
        viewer: auth.user,
      }),
      this.profiles.servers(),
    ])
    return inertia.render('players/tops/show', {
      top: TopPageTransformer.transform(top),
      types: [...TOP_TYPES],
      servers: ServerTransformer.transform(servers, i18n.locale),
    })
  }
}
