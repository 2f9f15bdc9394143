import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OauthService from '#services/accounts/oauth_service'
import OauthLinkService from '#services/accounts/oauth_link_service'
import { setSessionCookies } from '#http/session_cookies'
import { playerOf } from '#http/actor'
import {
  OAUTH_INTENT_KEY,
  OAUTH_LAUNCHER_KEY,
  OAUTH_REGISTRATION_KEY,
  oauthClientOf,
  oauthDriver,
  oauthLandingRoute,
  routeProvider,
  type OauthIntent,
} from '#http/oauth'

/**
 * spec §2 `/{lang}/oauth/{provider}/redirect`: where the provider sends the
 * player back. Links the identity when the cabinet started the flow;
 * otherwise logs in the linked account or opens the nickname page.
 */
@inject()
export default class OauthCallbacksController {
  constructor(
    private oauth: OauthService,
    private oauthLinks: OauthLinkService
  ) {}

  async show(ctx: HttpContext) {
    const { session, response, i18n, auth } = ctx
    const provider = routeProvider(ctx)
    const intent = session.pull(OAUTH_INTENT_KEY) as OauthIntent | undefined
    const lang = { lang: i18n.locale }

    if (intent?.mode === 'link' && intent.provider === provider && (await auth.check())) {
      const back = intent.returnTo ?? 'accounts.oauth_links.index'
      const profile = await this.oauth.verifiedProfile(provider, oauthDriver(ctx, provider), back)
      await this.oauthLinks.link(playerOf(ctx), profile, back)
      session.flash('success', 'accounts.oauth_links.linked')
      return response.redirect().toRoute(back, lang)
    }

    const profile = await this.oauth.verifiedProfile(provider, oauthDriver(ctx, provider))
    const client = oauthClientOf(ctx)
    const result = await this.oauth.signIn(profile, client)
    if (result.kind === 'registration') {
      session.put(OAUTH_REGISTRATION_KEY, result.registrationToken)
      return response
        .redirect()
        .toRoute('accounts.oauth_registrations.create', { ...lang, provider })
    }
    session.forget(OAUTH_LAUNCHER_KEY)
    setSessionCookies(ctx, result)
    session.flash('success', 'accounts.sessions.logged_in')
    return response.redirect().toRoute(oauthLandingRoute(client), lang)
  }
}
