import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerProfileService from '#services/players/player_profile_service'
import PlayerTopService from '#services/players/player_top_service'
import TopPageTransformer from '#transformers/players/top_page_transformer'
import { showTopValidator } from '#validators/players/top'
import { apiSerializer } from '#http/api_serializer'

/** `GET user/top/global/{type}` and `GET user/top/server/{type}/{server}` (spec §7). */
@inject()
export default class TopsController {
  constructor(
    private profiles: PlayerProfileService,
    private tops: PlayerTopService
  ) {}

  async show({ params, request, auth, containerResolver }: HttpContext) {
    const type = this.tops.assertType(params.type, params.server)
    const input = await request.validateUsing(showTopValidator)
    const server = params.server ? await this.profiles.server(params.server) : null
    const top = await this.tops.page({
      type,
      server,
      period: input.period ?? 'month',
      page: input.page ?? 1,
      viewer: auth.user,
    })
    return apiSerializer.toJson({ top: TopPageTransformer.transform(top) }, containerResolver)
  }
}
