import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { safeEqual } from '@adonisjs/core/helpers'
import type User from '#models/user'
import UserSession, { type SessionSource } from '#models/user_session'
import { hashSecretToken, newSecretToken } from '#data/secret_tokens'

export type SessionCredentials = { accessId: string; accessToken: string }

export type NewSession = {
  source: SessionSource
  browser: string
  system: string
  ip: string
}

/** Last-used stamps are written at most this often, not on every request. */
const TOUCH_INTERVAL_MINUTES = 5

/**
 * Token sessions of the architecture brief: one row per login, only the
 * token's hash stored, refused from the request after termination.
 */
export default class SessionTokenService {
  /** Opens a session for the user and returns the credentials, shown once. */
  async create(
    user: User,
    input: NewSession
  ): Promise<SessionCredentials & { session: UserSession }> {
    const { token: accessToken, hash: tokenHash } = newSecretToken()
    const now = DateTime.utc()
    const session = await UserSession.create({
      id: randomUUID(),
      userId: user.id,
      source: input.source,
      tokenHash,
      browser: input.browser,
      system: input.system,
      ip: input.ip,
      lastUsedAt: now,
      terminatedAt: null,
    })
    return { accessId: session.id, accessToken, session }
  }

  /** The live session matching the credentials, with its user, or null. */
  async verify(credentials: SessionCredentials): Promise<UserSession | null> {
    if (!/^[0-9a-f-]{36}$/.test(credentials.accessId) || credentials.accessToken.length > 128) {
      return null
    }
    const session = await UserSession.query()
      .where('id', credentials.accessId)
      .whereNull('terminated_at')
      .preload('user')
      .first()
    if (!session) return null

    if (!safeEqual(session.tokenHash, hashSecretToken(credentials.accessToken))) return null

    if (session.lastUsedAt < DateTime.utc().minus({ minutes: TOUCH_INTERVAL_MINUTES })) {
      session.lastUsedAt = DateTime.utc()
      await session.save()
    }
    return session
  }

  /** Ends one session; its token is refused from the next request on. */
  async terminate(session: UserSession) {
    if (session.terminatedAt) return
    session.terminatedAt = DateTime.utc()
    await session.save()
  }
}
