import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TwoFactorService from '#services/accounts/two_factor_service'
import LoginCompletionService from '#services/accounts/login_completion_service'
import type { PendingConfirmation } from '#exceptions/two_factor_required_exception'
import { TWO_FACTOR_PENDING_KEY } from '#middleware/guard_middleware'
import { setSessionCookies } from '#http/session_cookies'
import { isLauncherMode, routeUrl } from '#http/request'

/**
 * spec §2 /{lang}/2fa: a login waits for the bot. The guard holds the
 * player here while the session keeps the pending confirmation; the page
 * polls the state and completes the login once the bot confirmed.
 */
@inject()
export default class TwoFactorController {
  constructor(
    private twoFactor: TwoFactorService,
    private completion: LoginCompletionService
  ) {}

  async create({ inertia, session }: HttpContext) {
    const pending = session.get(TWO_FACTOR_PENDING_KEY) as PendingConfirmation
    const view = await this.twoFactor.view(pending.challengeId)
    return inertia.render('accounts/two_factor/create', {
      pending: {
        login: pending.login,
        avatarOrSkin: pending.avatarOrSkin,
        bot: pending.bot,
        expiresAt: pending.expiresAt,
      },
      state: view?.state ?? 'expired',
    })
  }

  async store(ctx: HttpContext) {
    const { session, response } = ctx
    const pending = session.get(TWO_FACTOR_PENDING_KEY) as PendingConfirmation
    const loggedIn = await this.completion.complete(
      pending.challengeId,
      pending.challengeSecret,
      ctx.i18n.locale
    )
    session.forget(TWO_FACTOR_PENDING_KEY)
    setSessionCookies(ctx, loggedIn)
    session.flash('success', 'accounts.sessions.logged_in')
    // The launcher's login goes on to the launcher page (spec §2 launcher mode).
    const next = isLauncherMode(ctx) ? 'launcher.home.show' : 'accounts.cabinet.show'
    return response.redirect(routeUrl(ctx, next))
  }

  async destroy(ctx: HttpContext) {
    ctx.session.forget(TWO_FACTOR_PENDING_KEY)
    const login = isLauncherMode(ctx) ? 'launcher.sessions.create' : 'accounts.sessions.create'
    return ctx.response.redirect(routeUrl(ctx, login))
  }
}
