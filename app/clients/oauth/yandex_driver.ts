import type { HttpContext } from '@adonisjs/core/http'
import type {
  Oauth2AccessToken,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'
import { OauthFlowError, providerJson } from '#clients/oauth/oauth_flow_error'
import { ProfileOauth2Driver } from '#clients/oauth/profile_oauth2_driver'

export type YandexConfig = Oauth2DriverConfig & {
  /** https://oauth.yandex.ru: /authorize and /token. */
  oauthUrl: string
  /** https://login.yandex.ru: /info. */
  loginUrl: string
  timeoutMs: number
}

/**
 * Yandex ID: authorization code with state and PKCE; the profile comes
 * from login.yandex.ru/info with `Authorization: OAuth <token>`.
 * https://yandex.ru/dev/id/doc/ru/codes/code-url
 */
export class YandexDriver extends ProfileOauth2Driver<
  Oauth2AccessToken,
  'login:email' | 'login:info'
> {
  protected authorizeUrl: string
  protected accessTokenUrl: string
  protected stateCookieName = 'yandex_oauth_state'
  protected codeVerifierCookieName = 'yandex_oauth_verifier'

  constructor(
    ctx: HttpContext,
    public config: YandexConfig
  ) {
    super(ctx, config)
    this.authorizeUrl = `${config.oauthUrl}/authorize`
    this.accessTokenUrl = `${config.oauthUrl}/token`
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<'login:email'>) {
    request.scopes(['login:email', 'login:info'])
    request.param('response_type', 'code')
  }

  protected async userInfo(token: string) {
    const body = await providerJson(`${this.config.loginUrl}/info?format=json`, {
      headers: { Authorization: `OAuth ${token}` },
      timeoutMs: this.config.timeoutMs,
    })
    if (!body.id) throw new OauthFlowError('invalid')
    const name = typeof body.display_name === 'string' ? body.display_name : body.login
    return {
      id: String(body.id),
      nickName: typeof body.login === 'string' ? body.login : '',
      name: typeof name === 'string' ? name : '',
      email: typeof body.default_email === 'string' ? body.default_email : null,
      // Yandex names only addresses of the account, confirmed by Yandex.
      emailVerificationState: 'verified' as const,
      avatarUrl: null,
      original: body,
    }
  }
}
