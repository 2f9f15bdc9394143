import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LoginService from '#services/accounts/login_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { renewLauncherSessionValidator } from '#validators/accounts/launcher_session'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { playerOf } from '#http/actor'

/**
 * spec §7 POST launcher/auth/token {systemData}: the credentials of a live
 * session (Access-Id / Access-Token) open a new launcher session.
 */
@inject()
export default class LauncherTokensController {
  constructor(private logins: LoginService) {}

  async store(ctx: HttpContext) {
    const { systemData } = await ctx.request.validateUsing(renewLauncherSessionValidator)
    const { user, ip } = playerOf(ctx)
    const loggedIn = await this.logins.openLauncherSession(user, { ip, systemData })
    setSessionCookies(ctx, loggedIn)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(loggedIn),
      ctx.containerResolver
    )
  }
}
