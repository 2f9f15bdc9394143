import type { HttpContext } from '@adonisjs/core/http'
import type {
  ApiRequestContract,
  Oauth2AccessToken,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'
import { OauthFlowError, providerJson, type ApiCallback } from '#clients/oauth/oauth_flow_error'
import { ProfileOauth2Driver } from '#clients/oauth/profile_oauth2_driver'

export type VkIdConfig = Oauth2DriverConfig & {
  /** https://id.vk.com: /authorize, /oauth2/auth, /oauth2/user_info. */
  baseUrl: string
  timeoutMs: number
}

/**
 * VK ID (OAuth 2.1): authorization code with PKCE (S256) and state, a
 * public client (no secret). The callback also carries `device_id`, which
 * the token exchange must send back; the profile is a POST to user_info.
 * https://id.vk.com/about/business/go/docs/ru/vkid/latest/vk-id/connection/api-description
 */
export class VkIdDriver extends ProfileOauth2Driver<Oauth2AccessToken, 'email'> {
  protected authorizeUrl: string
  protected accessTokenUrl: string
  protected stateCookieName = 'vkid_oauth_state'
  protected codeVerifierCookieName = 'vkid_oauth_verifier'
  private deviceId: string | null = null

  constructor(
    ctx: HttpContext,
    public config: VkIdConfig
  ) {
    super(ctx, config)
    this.authorizeUrl = `${config.baseUrl}/authorize`
    this.accessTokenUrl = `${config.baseUrl}/oauth2/auth`
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<'email'>) {
    request.scopes(['email'])
    request.param('response_type', 'code')
  }

  forApiClient(callback: ApiCallback) {
    this.deviceId = callback.deviceId ?? null
    return super.forApiClient(callback)
  }

  async accessToken(callback?: (request: ApiRequestContract) => void) {
    const deviceId = this.deviceId ?? this.ctx.request.input('device_id', null)
    if (typeof deviceId !== 'string' || deviceId === '') throw new OauthFlowError('invalid')
    return super.accessToken((request) => {
      request.clearField('client_secret')
      request.field('device_id', deviceId)
      const state = this.ctx.request.input('state', null)
      if (state) request.field('state', state)
      callback?.(request)
    })
  }

  protected async userInfo(token: string) {
    const body = await providerJson(`${this.config.baseUrl}/oauth2/user_info`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: this.config.clientId, access_token: token }),
      timeoutMs: this.config.timeoutMs,
    })
    const user = body.user as Record<string, unknown> | undefined
    if (!user?.user_id) throw new OauthFlowError('invalid')
    const name = [user.first_name, user.last_name].filter((part) => typeof part === 'string')
    return {
      id: String(user.user_id),
      nickName: '',
      name: name.join(' '),
      email: typeof user.email === 'string' && user.email ? user.email : null,
      // VK ID hands out only confirmed addresses.
      emailVerificationState: 'verified' as const,
      avatarUrl: typeof user.avatar === 'string' ? user.avatar : null,
      original: body,
    }
  }
}
