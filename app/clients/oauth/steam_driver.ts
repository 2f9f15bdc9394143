import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { AllyDriverContract, AllyUserContract } from '@adonisjs/ally/types'
import {
  OauthFlowError,
  providerJson,
  type ApiCallback,
  type ProfileDriver,
  type ProviderProfile,
} from '#clients/oauth/oauth_flow_error'

export type SteamConfig = {
  /** Steam's OpenID 2.0 provider, https://steamcommunity.com/openid (…/login). */
  openidUrl: string
  /** Steam Web API, https://api.steampowered.com (GetPlayerSummaries). */
  apiUrl: string
  apiKey: string
  /** Where Steam sends the player back (`openid.return_to` without our state). */
  callbackUrl: string
  timeoutMs: number
}

type SteamToken = { token: string; type: 'openid' }

const OPENID_NS = 'http://specs.openid.net/auth/2.0'
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select'
/** Steam's claimed ids: https://steamcommunity.com/openid/id/<SteamID64>. */
const CLAIMED_ID = /^https?:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/
const STATE_COOKIE = 'steam_oauth_state'

/**
 * Steam sign-in (OpenID 2.0, https://partner.steamgames.com/doc/features/auth#website):
 * the player is sent to Steam with a state in `return_to`; the assertion
 * that comes back is checked for our state, our return URL and Steam's
 * endpoint, then verified by Steam itself (`check_authentication`), which
 * also refuses a nonce it has seen. The persona name comes from the Web API.
 * An Ally custom driver: OpenID has no tokens, so the OAuth methods say so.
 */
export class SteamDriver implements AllyDriverContract<SteamToken, never>, ProfileDriver {
  version = 'oauth2' as const
  private isStateless = false
  private stateCookieValue: string | undefined

  constructor(
    private ctx: HttpContext,
    public config: SteamConfig
  ) {
    this.stateCookieValue = ctx.request.encryptedCookie(STATE_COOKIE)
    ctx.response.clearCookie(STATE_COOKIE)
  }

  private get endpoint() {
    return `${this.config.openidUrl}/login`
  }

  private param(name: string): string | null {
    const value = this.ctx.request.input(`openid.${name}`, null)
    return typeof value === 'string' ? value : null
  }

  stateless() {
    this.isStateless = true
    return this
  }

  callbackUrl() {
    return this.config.callbackUrl
  }

  forApiClient(callback: ApiCallback) {
    this.stateless()
    this.config.callbackUrl = callback.redirectUri
    return this
  }

  async redirectUrl() {
    const returnTo = new URL(this.config.callbackUrl)
    if (!this.isStateless) {
      const state = randomBytes(24).toString('base64url')
      this.ctx.response.encryptedCookie(STATE_COOKIE, state, { sameSite: 'lax', httpOnly: true })
      returnTo.searchParams.set('state', state)
    }
    const url = new URL(this.endpoint)
    url.search = new URLSearchParams({
      'openid.ns': OPENID_NS,
      'openid.mode': 'checkid_setup',
      'openid.return_to': returnTo.href,
      'openid.realm': returnTo.origin,
      'openid.identity': IDENTIFIER_SELECT,
      'openid.claimed_id': IDENTIFIER_SELECT,
    }).toString()
    return url.href
  }

  async redirect() {
    this.ctx.response.redirect(await this.redirectUrl())
  }

  getCode() {
    return this.param('claimed_id')
  }

  hasCode() {
    return this.getCode() !== null
  }

  accessDenied() {
    return this.param('mode') === 'cancel'
  }

  getError() {
    if (this.param('mode') === 'error') return this.param('error') ?? 'error'
    return this.param('mode') === 'id_res' ? null : 'unknown_error'
  }

  hasError() {
    return this.getError() !== null
  }

  stateMisMatch() {
    if (this.isStateless) return false
    const state = this.ctx.request.input('state', null)
    return !this.stateCookieValue || state !== this.stateCookieValue
  }

  /** The assertion's return URL must be ours (with our state), its endpoint Steam's. */
  private assertionIsOurs() {
    const returnTo = this.param('return_to')
    if (!returnTo || this.param('op_endpoint') !== this.endpoint) return false
    const expected = new URL(this.config.callbackUrl)
    const given = new URL(returnTo)
    if (given.origin + given.pathname !== expected.origin + expected.pathname) return false
    return this.isStateless || given.searchParams.get('state') === this.stateCookieValue
  }

  /** Asks Steam whether it signed this assertion (OpenID 2.0 §11.4.2). */
  private async checkAuthentication() {
    const form = new URLSearchParams()
    const all = this.ctx.request.all() as Record<string, unknown>
    const openid = (typeof all.openid === 'object' && all.openid) || {}
    const entries = [
      ...Object.entries(all).filter(([key]) => key.startsWith('openid.')),
      ...Object.entries(openid).map(([key, value]) => [`openid.${key}`, value] as const),
    ]
    for (const [key, value] of entries) if (typeof value === 'string') form.set(key, value)
    form.set('openid.mode', 'check_authentication')

    let text: string
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status} from Steam`)
      text = await response.text()
    } catch (error) {
      throw new OauthFlowError('provider', { cause: error })
    }
    if (!/^is_valid:true$/m.test(text)) throw new OauthFlowError('invalid')
  }

  private async personaName(steamId: string) {
    const url = new URL(`${this.config.apiUrl}/ISteamUser/GetPlayerSummaries/v2/`)
    url.search = new URLSearchParams({ key: this.config.apiKey, steamids: steamId }).toString()
    const body = await providerJson(url.href, { timeoutMs: this.config.timeoutMs })
    const player = body.response?.players?.[0]
    return typeof player?.personaname === 'string' ? player.personaname : null
  }

  async profile(): Promise<ProviderProfile> {
    if (this.accessDenied()) throw new OauthFlowError('denied')
    if (this.stateMisMatch()) throw new OauthFlowError('state')
    if (this.hasError() || !this.assertionIsOurs()) throw new OauthFlowError('invalid')
    const steamId = CLAIMED_ID.exec(this.getCode() ?? '')?.[1]
    if (!steamId || this.param('identity') !== this.getCode()) {
      throw new OauthFlowError('invalid')
    }
    await this.checkAuthentication()
    return { id: steamId, name: await this.personaName(steamId), email: null }
  }

  async user(): Promise<AllyUserContract<SteamToken>> {
    const profile = await this.profile()
    return {
      id: profile.id,
      nickName: profile.name ?? '',
      name: profile.name ?? '',
      email: null,
      emailVerificationState: 'unsupported',
      avatarUrl: null,
      token: { token: profile.id, type: 'openid' },
      original: profile,
    }
  }

  async accessToken(): Promise<SteamToken> {
    throw new Error('Steam OpenID 2.0 issues no access token; use profile()')
  }

  async userFromToken(): Promise<never> {
    throw new Error('Steam OpenID 2.0 issues no access token; use profile()')
  }

  async userFromTokenAndSecret(): Promise<never> {
    throw new Error('Steam OpenID 2.0 issues no access token; use profile()')
  }
}
