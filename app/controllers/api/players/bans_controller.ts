import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import BanService from '#services/players/ban_service'
import PlayerProfileService from '#services/players/player_profile_service'
import BanTransformer from '#transformers/players/ban_transformer'
import { indexBanValidator } from '#validators/players/ban'
import { apiSerializer } from '#http/api_serializer'
import { BANS_PER_PAGE } from '#domain/players/bans'

/** spec §7 `GET ban/list?server=&nickname=&page=&perPage=` (logged in, as the page). */
@inject()
export default class BansController {
  constructor(
    private profiles: PlayerProfileService,
    private bans: BanService
  ) {}

  async index({ request, containerResolver }: HttpContext) {
    const input = await request.validateUsing(indexBanValidator, { data: request.qs() })
    const server = input.server ? await this.profiles.server(input.server) : null
    const list = await this.bans.list({
      server,
      nickname: input.nickname,
      page: input.page ?? 1,
      perPage: input.perPage ?? BANS_PER_PAGE,
    })
    return apiSerializer.toJson(BanTransformer.paginate(list.entries, list.meta), containerResolver)
  }
}
