import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ThemeService from '#services/accounts/theme_service'
import { setThemeValidator } from '#validators/accounts/theme'
import { THEMES, THEME_IDS } from '#domain/accounts/themes'
import { requestTheme } from '#http/request'

/** `GET cabinet/theme` (the themes with their §3 data and the current one), `POST cabinet/theme/set/{id}`. */
@inject()
export default class ThemesController {
  constructor(private themes: ThemeService) {}

  show(ctx: HttpContext) {
    return {
      current: requestTheme(ctx),
      themes: THEME_IDS.map((id) => ({ id, ...THEMES[id] })),
    }
  }

  async update(ctx: HttpContext) {
    const { params } = await ctx.request.validateUsing(setThemeValidator)
    const user = await this.themes.set(ctx.auth.getUserOrFail(), params.id)
    return { current: user.theme }
  }
}
