import { inject } from '@adonisjs/core'
import type User from '#models/user'
import UserSession from '#models/user_session'
import SessionTokenService from '#services/accounts/session_token_service'
import CurrentSessionTerminationException from '#exceptions/current_session_termination_exception'
import { orderSessions } from '#domain/accounts/active_sessions'

/**
 * The player's live sessions (spec §2 cabinet sessions, §7 `user/sessions`):
 * listed with the current one first, ended one by one or all but the current.
 */
@inject()
export default class ActiveSessionService {
  constructor(private tokens: SessionTokenService) {}

  /** The user's sessions that are not terminated, the current one first. */
  async list(user: User, current: UserSession | null) {
    const sessions = await UserSession.query().where('user_id', user.id).whereNull('terminated_at')
    return orderSessions(sessions, current?.id ?? null)
  }

  /**
   * Ends one of the user's own sessions; its token is refused from the next
   * request on. Ending an already ended one changes nothing. Throws
   * E_ROW_NOT_FOUND (404) for an id of nobody's or another user's session,
   * CurrentSessionTerminationException for the current one.
   */
  async terminate(user: User, id: string, current: UserSession | null) {
    if (id === current?.id) throw new CurrentSessionTerminationException()
    const session = await UserSession.query()
      .where('id', id)
      .where('user_id', user.id)
      .firstOrFail()
    await this.tokens.terminate(session)
  }

  /** Ends every live session of the user except `keep`; answers how many ended. */
  async terminateOthers(user: User, keep: UserSession | null) {
    const query = UserSession.query().where('user_id', user.id).whereNull('terminated_at')
    if (keep) query.whereNot('id', keep.id)
    const sessions = await query
    for (const session of sessions) await this.tokens.terminate(session)
    return sessions.length
  }
}
