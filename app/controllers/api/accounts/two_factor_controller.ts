import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LoginCompletionService from '#services/accounts/login_completion_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { completeTwoFactorValidator } from '#validators/accounts/two_factor'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'

/**
 * POST user/auth/2fa: a client that got -7 asks with the pending
 * confirmation's id and secret until the bot confirmed; then it gets the
 * login (once). 409 1851 while waiting; 400 1852 denied, 1853 expired, 1854 used.
 */
@inject()
export default class TwoFactorController {
  constructor(private completion: LoginCompletionService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(completeTwoFactorValidator)
    const loggedIn = await this.completion.complete(
      input.challengeId,
      input.challengeSecret,
      ctx.i18n.locale
    )
    setSessionCookies(ctx, loggedIn)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(loggedIn),
      ctx.containerResolver
    )
  }
}
