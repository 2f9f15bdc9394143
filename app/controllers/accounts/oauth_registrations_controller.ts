import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OauthService from '#services/accounts/oauth_service'
import { createOauthRegistrationValidator } from '#validators/accounts/oauth'
import { setSessionCookies } from '#http/session_cookies'
import {
  OAUTH_LAUNCHER_KEY,
  OAUTH_REGISTRATION_KEY,
  oauthClientOf,
  oauthLandingRoute,
  routeProvider,
} from '#http/oauth'
import { suggestNickname } from '#domain/accounts/oauth'

/**
 * spec §2 `/{lang}/oauth/{provider}/register`: a new identity chooses its
 * nickname (checked live) and accepts the terms; the account is created
 * with a session. The registration token waits in the framework session.
 */
@inject()
export default class OauthRegistrationsController {
  constructor(private oauth: OauthService) {}

  async create(ctx: HttpContext) {
    const provider = routeProvider(ctx)
    const profile = this.oauth.pendingProfile(
      String(ctx.session.get(OAUTH_REGISTRATION_KEY, '')),
      provider
    )
    return ctx.inertia.render('accounts/oauth_registrations/create', {
      provider,
      providerName: profile.name,
      suggestedLogin: suggestNickname(profile.name),
      email: profile.email,
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const provider = routeProvider(ctx)
    const input = await request.validateUsing(createOauthRegistrationValidator)
    const registrationToken = String(session.get(OAUTH_REGISTRATION_KEY, ''))
    this.oauth.pendingProfile(registrationToken, provider)
    const client = oauthClientOf(ctx)
    const loggedIn = await this.oauth.register({ ...input, registrationToken, ...client })
    session.forget(OAUTH_REGISTRATION_KEY)
    session.forget(OAUTH_LAUNCHER_KEY)
    setSessionCookies(ctx, loggedIn)
    session.flash('success', 'accounts.oauth.registered')
    return response.redirect().toRoute(oauthLandingRoute(client), { lang: i18n.locale })
  }
}
