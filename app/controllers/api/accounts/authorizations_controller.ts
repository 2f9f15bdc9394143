import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthorizationService from '#services/accounts/authorization_service'
import LoginMethodsTransformer from '#transformers/accounts/login_methods_transformer'
import { apiSerializer } from '#http/api_serializer'

/** spec §7 GET cabinet/authorization: the password, the e-mail and the linked providers. */
@inject()
export default class AuthorizationsController {
  constructor(private authorizations: AuthorizationService) {}

  async show(ctx: HttpContext) {
    const methods = await this.authorizations.methods(ctx.auth.getUserOrFail())
    return apiSerializer.toJson(LoginMethodsTransformer.transform(methods), ctx.containerResolver)
  }
}
