import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ThemeService from '#services/accounts/theme_service'
import { updateThemeValidator } from '#validators/accounts/theme'
import { THEMES, THEME_COOKIE, THEME_COOKIE_MAX_AGE, THEME_IDS } from '#domain/accounts/themes'
import { backPath } from '#http/request'

/** Cabinet → theme (spec §2) and the switch: a 400-day cookie, and the account's theme when logged in. */
@inject()
export default class ThemesController {
  constructor(private themes: ThemeService) {}

  edit({ inertia }: HttpContext) {
    return inertia.render('accounts/themes/edit', {
      themes: THEME_IDS.map((id) => ({ id, data: THEMES[id] })),
    })
  }

  async update(ctx: HttpContext) {
    const { theme } = await ctx.request.validateUsing(updateThemeValidator)
    ctx.response.plainCookie(THEME_COOKIE, theme, {
      maxAge: THEME_COOKIE_MAX_AGE,
      httpOnly: false,
      encode: false,
    })
    if (ctx.auth.user) await this.themes.set(ctx.auth.user, theme)
    ctx.session.flash('success', 'accounts.themes.saved')
    return ctx.response.redirect(backPath(ctx))
  }
}
