import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LegacyTokenService from '#services/accounts/legacy_token_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { exchangeLegacyTokenValidator } from '#validators/accounts/legacy_token'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/** spec §7 POST user/auth/token-legacy {login} + Access-Token: the one exchange of a legacy token. */
@inject()
export default class LegacyExchangesController {
  constructor(private legacyTokens: LegacyTokenService) {}

  async store(ctx: HttpContext) {
    const { headers, ...input } = await ctx.request.validateUsing(exchangeLegacyTokenValidator)
    const exchanged = await this.legacyTokens.exchange({
      ...input,
      ...actorOf(ctx),
      token: headers['access-token'],
    })
    setSessionCookies(ctx, exchanged)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(exchanged),
      ctx.containerResolver
    )
  }
}
