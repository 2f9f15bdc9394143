import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RegistrationService from '#services/accounts/registration_service'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { apiSerializer } from '#http/api_serializer'
import { setSessionCookies } from '#http/session_cookies'
import { registrationInput } from '#http/registration'

/** spec §7 POST user/register: a new account, logged in at once. */
@inject()
export default class RegistrationsController {
  constructor(private registrations: RegistrationService) {}

  async store(ctx: HttpContext) {
    const registered = await this.registrations.register(await registrationInput(ctx))
    setSessionCookies(ctx, registered)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(registered),
      ctx.containerResolver
    )
  }
}
