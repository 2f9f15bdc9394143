import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CaptchaService from '#services/accounts/captcha_service'
import LoginService from '#services/accounts/login_service'
import { createLauncherPageSessionValidator } from '#validators/accounts/launcher_session'
import { enabledOauthProviders } from '#config/oauth'
import launcherConfig from '#config/launcher'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/** /{lang}/launcher/login (spec §2, guests): a launcher session labelled with the machine. */
@inject()
export default class SessionsController {
  constructor(
    private logins: LoginService,
    private captcha: CaptchaService
  ) {}

  async create({ inertia }: HttpContext) {
    return inertia.render('launcher/sessions/create', {
      recaptchaSiteKey: this.captcha.siteKey(),
      oauthProviders: enabledOauthProviders(),
      localApiUrl: launcherConfig.localApiUrl,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { systemData, ...input } = await request.validateUsing(createLauncherPageSessionValidator)
    const loggedIn = await this.logins.loginLauncher({
      ...input,
      ...actorOf(ctx),
      locale: i18n.locale,
      // Without the local API the machine is unknown: the session says so.
      systemData: systemData ?? { os: '' },
    })
    setSessionCookies(ctx, loggedIn)
    session.flash('success', 'accounts.sessions.logged_in')
    return response.redirect().toRoute('launcher.home.show', { lang: i18n.locale })
  }
}
