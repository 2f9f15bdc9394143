import { inject } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import CoverService from '#services/accounts/cover_service'
import LookHistoryService from '#services/players/look_history_service'
import { coverView } from '#transformers/accounts/cover_part_transformer'
import { avatarOrSkin } from '#transformers/players/look_transformer'
import { CABINET_TABS } from '#domain/accounts/cabinet'
import { requestTheme } from '#http/request'

/** spec §7 `GET cabinet`: who, the look that stands for them, theme, cover and the open tabs. */
@inject()
export default class CabinetController {
  constructor(
    private looks: LookHistoryService,
    private covers: CoverService
  ) {}

  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const [looks, cover] = await Promise.all([this.looks.current(user), this.covers.of(user)])
    return {
      login: user.nickname,
      avatarOrSkin: avatarOrSkin(looks),
      theme: requestTheme(ctx),
      cover: coverView(cover),
      tabs: CABINET_TABS.filter((tab) => router.has(tab.route)).map((tab) => tab.id),
    }
  }
}
