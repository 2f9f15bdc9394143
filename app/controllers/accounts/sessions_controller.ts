import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import LoginService from '#services/accounts/login_service'
import { createSessionValidator } from '#validators/accounts/session'
import { enabledOauthProviders } from '#config/oauth'
import { safeReturnPath } from '#domain/platform/return_path'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/** The login page (spec §2 /{lang}/login, guests only) and its form. */
@inject()
export default class SessionsController {
  constructor(
    private logins: LoginService,
    private captcha: CaptchaService
  ) {}

  async create({ inertia, request }: HttpContext) {
    return inertia.render('accounts/sessions/create', {
      returnTo: safeReturnPath(request.qs().return),
      recaptchaSiteKey: this.captcha.siteKey(),
      oauthProviders: enabledOauthProviders(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(createSessionValidator)
    const loggedIn = await this.logins.login({ ...input, ...actorOf(ctx) })
    setSessionCookies(ctx, loggedIn)
    session.flash('success', 'accounts.sessions.logged_in')
    const returnTo = safeReturnPath(request.input('returnTo'))
    if (returnTo) return response.redirect(returnTo)
    return response.redirect().toRoute('platform.home.show', { lang: i18n.locale })
  }
}
