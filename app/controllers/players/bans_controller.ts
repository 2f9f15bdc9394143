import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import BanService from '#services/players/ban_service'
import PlayerProfileService from '#services/players/player_profile_service'
import BanTransformer from '#transformers/players/ban_transformer'
import ServerTransformer from '#transformers/network/server_transformer'
import { indexBanValidator } from '#validators/players/ban'
import { BANS_PER_PAGE } from '#domain/players/bans'

/** `/{lang}/banlist` (spec §2, protected): every server's bans, by server and nickname. */
@inject()
export default class BansController {
  constructor(
    private profiles: PlayerProfileService,
    private bans: BanService
  ) {}

  async index({ request, inertia, i18n }: HttpContext) {
    const input = await request.validateUsing(indexBanValidator, { data: request.qs() })
    const server = input.server ? await this.profiles.server(input.server) : null
    const [list, servers] = await Promise.all([
      this.bans.list({
        server,
        nickname: input.nickname,
        page: input.page ?? 1,
        perPage: input.perPage ?? BANS_PER_PAGE,
      }),
      this.profiles.servers(),
    ])
    return inertia.render('players/bans/index', {
      filter: { server: server?.slug ?? null, nickname: input.nickname ?? '' },
      meta: { page: list.meta.currentPage, perPage: list.meta.perPage, total: list.meta.total },
      bans: BanTransformer.transform(list.entries),
      servers: ServerTransformer.transform(servers, i18n.locale),
    })
  }
}
