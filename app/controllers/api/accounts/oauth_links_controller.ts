import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OauthLinkService from '#services/accounts/oauth_link_service'
import OauthLinksTransformer from '#transformers/accounts/oauth_links_transformer'
import { destroyOauthLinkValidator, updateLoginMethodsValidator } from '#validators/accounts/oauth'
import { apiSerializer } from '#http/api_serializer'
import { playerOf } from '#http/actor'
import { providerOfApiName } from '#domain/accounts/oauth'

/**
 * spec §7 GET cabinet/authorization (the password, the e-mail and the linked providers) and
 * POST user/oauth/unlink {provider}, which answers the ways to log in left, and
 * POST cabinet/authorization/update {password, passwordConfirmation, unlink}.
 */
@inject()
export default class OauthLinksController {
  constructor(private oauthLinks: OauthLinkService) {}

  async index(ctx: HttpContext) {
    const methods = await this.oauthLinks.methods(ctx.auth.getUserOrFail())
    return apiSerializer.toJson(OauthLinksTransformer.transform(methods), ctx.containerResolver)
  }

  async update(ctx: HttpContext) {
    const { password, unlink = [] } = await ctx.request.validateUsing(updateLoginMethodsValidator)
    const methods = await this.oauthLinks.update(playerOf(ctx), {
      password,
      unlink: [...new Set(unlink.map((name) => providerOfApiName(name)!))],
    })
    return apiSerializer.toJson(OauthLinksTransformer.transform(methods), ctx.containerResolver)
  }

  async destroy(ctx: HttpContext) {
    const { provider } = await ctx.request.validateUsing(destroyOauthLinkValidator)
    const player = playerOf(ctx)
    await this.oauthLinks.unlink(player, providerOfApiName(provider)!)
    const methods = await this.oauthLinks.methods(player.user)
    return apiSerializer.toJson(OauthLinksTransformer.transform(methods), ctx.containerResolver)
  }
}
