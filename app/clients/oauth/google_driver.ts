import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import type { GoogleDriverConfig, RedirectRequestContract } from '@adonisjs/ally/types'
import {
  OauthFlowError,
  verifiedOauth2Call,
  type ApiCallback,
  type ProfileDriver,
  type ProviderProfile,
} from '#clients/oauth/oauth_flow_error'

export type GoogleOidcConfig = GoogleDriverConfig & { issuer: string }

/** The claims of an ID token, read without its signature (see `profile`). */
function idTokenClaims(idToken: unknown): Record<string, unknown> {
  if (typeof idToken !== 'string') throw new OauthFlowError('invalid')
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
  } catch (error) {
    throw new OauthFlowError('invalid', { cause: error })
  }
}

/**
 * Google sign-in: Ally's Google driver with PKCE and an OpenID Connect
 * nonce on top of its state cookie. The nonce lives in an encrypted cookie
 * until the callback, where the ID token must carry it.
 */
export class GoogleOidcDriver extends GoogleDriver implements ProfileDriver {
  protected codeVerifierCookieName = 'google_oauth_verifier'
  private nonceCookieName = 'google_oauth_nonce'
  private nonceCookieValue: string | undefined

  constructor(
    ctx: HttpContext,
    public config: GoogleOidcConfig
  ) {
    super(ctx, config)
    // Ally loaded the state before this class's verifier cookie name existed.
    this.loadState()
    if (!this.isStateless) {
      this.nonceCookieValue = ctx.request.encryptedCookie(this.nonceCookieName)
      ctx.response.clearCookie(this.nonceCookieName)
    }
  }

  protected configureRedirectRequest(request: RedirectRequestContract<any>) {
    super.configureRedirectRequest(request)
    const nonce = randomBytes(24).toString('base64url')
    this.ctx.response.encryptedCookie(this.nonceCookieName, nonce, {
      sameSite: 'lax',
      httpOnly: true,
    })
    request.param('nonce', nonce)
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

  /**
   * The ID token comes straight from Google's token endpoint over TLS, so
   * its signature need not be checked (OIDC Core §3.1.3.7); its issuer,
   * audience and, for flows this site started, nonce must match.
   */
  async profile(): Promise<ProviderProfile> {
    return verifiedOauth2Call(this, async () => {
      const user = await this.user()
      const claims = idTokenClaims(user.token.idToken)
      if (claims.iss !== this.config.issuer || claims.aud !== this.config.clientId) {
        throw new OauthFlowError('invalid')
      }
      if (!this.isStateless && (!this.nonceCookieValue || claims.nonce !== this.nonceCookieValue)) {
        throw new OauthFlowError('state')
      }
      if (!user.id) throw new OauthFlowError('invalid')
      return {
        id: String(user.id),
        name: user.name ?? null,
        email: user.emailVerificationState === 'verified' ? (user.email ?? null) : null,
      }
    })
  }
}
