import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LoginService from '#services/accounts/login_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { createLauncherSessionValidator } from '#validators/accounts/launcher_session'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/** spec §7 POST launcher/auth {login, password, recaptcha, systemData}: a launcher session. */
@inject()
export default class LauncherSessionsController {
  constructor(private logins: LoginService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createLauncherSessionValidator)
    const loggedIn = await this.logins.loginLauncher({ ...input, ...actorOf(ctx) })
    setSessionCookies(ctx, loggedIn)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(loggedIn),
      ctx.containerResolver
    )
  }
}
