import { Oauth2Driver } from '@adonisjs/ally'
import type { AllyUserContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import {
  verifiedOauth2Call,
  type ApiCallback,
  type ProfileDriver,
  type ProviderProfile,
} from '#clients/oauth/oauth_flow_error'

/** What a provider's profile call gives, before the token is attached. */
export type ProfileUser = Omit<AllyUserContract<Oauth2AccessToken>, 'token'>

/**
 * The part the custom OAuth 2 drivers (VK ID, Yandex) share: Ally's state
 * and PKCE handling, the flows API clients finish, and one verified profile.
 * A driver names its endpoints and reads its provider's profile.
 */
export abstract class ProfileOauth2Driver<Token extends Oauth2AccessToken, Scopes extends string>
  extends Oauth2Driver<Token, Scopes>
  implements ProfileDriver
{
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  /** The provider's profile of the token's owner; throws OauthFlowError. */
  protected abstract userInfo(token: string): Promise<ProfileUser>

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  callbackUrl() {
    return this.config.callbackUrl
  }

  forApiClient(callback: ApiCallback) {
    this.stateless()
    this.config.callbackUrl = callback.redirectUri
    this.codeVerifierCookieValue = callback.codeVerifier ?? undefined
    return this
  }

  async user(): Promise<AllyUserContract<Token>> {
    const token = await this.accessToken()
    return { ...(await this.userInfo(token.token)), token }
  }

  async userFromToken(token: string) {
    return { ...(await this.userInfo(token)), token: { token, type: 'bearer' as const } }
  }

  async profile(): Promise<ProviderProfile> {
    return verifiedOauth2Call(this, async () => {
      const user = await this.user()
      return { id: user.id, name: user.nickName || user.name || null, email: user.email }
    })
  }
}
