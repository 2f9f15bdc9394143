import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SessionTokenService from '#services/accounts/session_token_service'
import { clearSessionCookies, hasSessionCookies } from '#http/session_cookies'
import { isLauncherMode, routeUrl } from '#http/request'

/**
 * The logout confirmation (spec §2 /{lang}/logout, empty layout) and the
 * logout itself: the session ends, both cookies go and a warning says so
 * (spec §4).
 */
@inject()
export default class LogoutController {
  constructor(private sessions: SessionTokenService) {}

  async show(ctx: HttpContext) {
    if (ctx.auth.user) return ctx.inertia.render('accounts/logout/show', {})
    // spec §8: a 401 sends clients here; a guest's stale cookies are dropped.
    return this.leave(ctx)
  }

  async store(ctx: HttpContext) {
    return this.leave(ctx)
  }

  private async leave(ctx: HttpContext) {
    const session = ctx.auth.use('web').session
    const hadLogin = Boolean(session) || hasSessionCookies(ctx)
    if (session) await this.sessions.terminate(session)
    clearSessionCookies(ctx)
    if (hadLogin) ctx.session.flash('warn', 'accounts.logout.logged_out')
    // The launcher's player is logged out to the launcher's login (spec §2 launcher mode).
    const next = isLauncherMode(ctx) ? 'launcher.sessions.create' : 'platform.home.show'
    return ctx.response.redirect(routeUrl(ctx, next))
  }
}
