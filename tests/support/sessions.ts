import type User from '#models/user'
import UserSession from '#models/user_session'
import SessionTokenService, { type NewSession } from '#services/accounts/session_token_service'

export type Credentials = { accessId: string; accessToken: string }

/** The API's session headers for credentials (spec §7). */
export const sessionHeaders = (credentials: Credentials) => ({
  'Access-Id': credentials.accessId,
  'Access-Token': credentials.accessToken,
})

/** When the session row was ended, or null while it is live. */
export async function endedAt(id: string) {
  const row = await UserSession.findOrFail(id)
  return row.terminatedAt
}

/** The defaults of openSession: a site login from Firefox on Linux. */
export const SITE_SESSION = {
  source: 'site',
  browser: 'Firefox 140',
  system: 'Linux',
  ip: '198.51.100.4',
} as const satisfies NewSession

/** A live token session of the player, as a login opens it; `input` overrides the defaults. */
export function openSession(user: User, input: Partial<NewSession> = {}) {
  return new SessionTokenService().create(user, { ...SITE_SESSION, ...input })
}
