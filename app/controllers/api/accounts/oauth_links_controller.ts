import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthorizationService from '#services/accounts/authorization_service'
import LoginMethodsTransformer from '#transformers/accounts/login_methods_transformer'
import { destroyOauthLinkValidator } from '#validators/accounts/oauth'
import { apiSerializer } from '#http/api_serializer'
import { playerOf } from '#http/actor'
import { providerOfApiName } from '#domain/accounts/oauth'

/** spec §7 POST user/oauth/unlink {provider}; answers the ways to log in left. */
@inject()
export default class OauthLinksController {
  constructor(private authorizations: AuthorizationService) {}

  async destroy(ctx: HttpContext) {
    const { provider } = await ctx.request.validateUsing(destroyOauthLinkValidator)
    const player = playerOf(ctx)
    await this.authorizations.unlink(player, providerOfApiName(provider)!)
    const methods = await this.authorizations.methods(player.user)
    return apiSerializer.toJson(LoginMethodsTransformer.transform(methods), ctx.containerResolver)
  }
}
