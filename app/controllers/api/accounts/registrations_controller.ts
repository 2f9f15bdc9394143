import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RegistrationService from '#services/accounts/registration_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { registrationInput } from '#http/registration'
import { createRegistrationValidator } from '#validators/accounts/registration'

/** spec §7 POST user/register: a new account, logged in at once. */
@inject()
export default class RegistrationsController {
  constructor(private registrations: RegistrationService) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createRegistrationValidator)
    const registered = await this.registrations.register(registrationInput(ctx, input))
    setSessionCookies(ctx, registered)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(registered),
      ctx.containerResolver
    )
  }
}
