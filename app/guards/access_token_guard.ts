import { errors, symbols } from '@adonisjs/auth'
import type { AuthClientResponse, GuardContract } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type UserSession from '#models/user_session'
import type SessionTokenService from '#services/accounts/session_token_service'

/** Cookie names of the web and header names of API clients (architecture brief, Auth). */
export const ACCESS_COOKIES = { id: 'access_id', token: 'access_token' } as const
export const ACCESS_HEADERS = { id: 'access-id', token: 'access-token' } as const

/**
 * Authenticates a request from the `Access-Id` / `Access-Token` headers or,
 * failing those, the `access_id` / `access_token` cookies.
 */
export class AccessTokenGuard implements GuardContract<User> {
  declare [symbols.GUARD_KNOWN_EVENTS]: {}

  readonly driverName = 'access_token' as const
  authenticationAttempted = false
  isAuthenticated = false
  user?: User
  session?: UserSession

  constructor(
    private ctx: HttpContext,
    private sessions: SessionTokenService
  ) {}

  /** The credentials the request carries, headers first. */
  credentials() {
    const { request } = this.ctx
    const accessId =
      request.header(ACCESS_HEADERS.id) ??
      request.plainCookie(ACCESS_COOKIES.id, { encoded: false })
    const accessToken =
      request.header(ACCESS_HEADERS.token) ??
      request.plainCookie(ACCESS_COOKIES.token, { encoded: false })
    return typeof accessId === 'string' && typeof accessToken === 'string'
      ? { accessId, accessToken }
      : null
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    this.authenticationAttempted = true

    const credentials = this.credentials()
    const session = credentials ? await this.sessions.verify(credentials) : null
    if (!session) throw this.unauthorized()

    this.session = session
    this.user = session.user
    this.isAuthenticated = true
    return this.user
  }

  async check(): Promise<boolean> {
    // A guest carries no credentials: answer without building an exception (#8).
    if (!this.authenticationAttempted && !this.credentials()) {
      this.authenticationAttempted = true
      return false
    }
    try {
      await this.authenticate()
      return true
    } catch (error) {
      if (error instanceof errors.E_UNAUTHORIZED_ACCESS) return false
      throw error
    }
  }

  getUserOrFail(): User {
    if (!this.user) throw this.unauthorized()
    return this.user
  }

  /** Test clients log in with a real session row sent through the API headers. */
  async authenticateAsClient(user: User): Promise<AuthClientResponse> {
    const { accessId, accessToken } = await this.sessions.create(user, {
      source: 'site',
      browser: 'Test client',
      system: 'Test',
      ip: '127.0.0.1',
    })
    return { headers: { 'Access-Id': accessId, 'Access-Token': accessToken } }
  }

  private unauthorized() {
    return new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
      guardDriverName: this.driverName,
    })
  }
}
