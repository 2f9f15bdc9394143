import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OauthService from '#services/accounts/oauth_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { createOauthLoginValidator } from '#validators/accounts/oauth'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'
import { oauthDriver, routeProvider } from '#http/oauth'

/** spec §7 POST user/oauth/{yandex|google|vk|steam} (browser, system): the launcher's and API's OAuth login. */
@inject()
export default class OauthLoginsController {
  constructor(private oauth: OauthService) {}

  async store(ctx: HttpContext) {
    const provider = routeProvider(ctx)
    const input = await ctx.request.validateUsing(createOauthLoginValidator)
    const driver = oauthDriver(ctx, provider)
    const loggedIn = await this.oauth.apiSignIn(provider, driver, { ...input, ...actorOf(ctx) })
    setSessionCookies(ctx, loggedIn)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(loggedIn),
      ctx.containerResolver
    )
  }
}
