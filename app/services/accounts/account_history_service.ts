import type User from '#models/user'
import type UserSession from '#models/user_session'
import AccountHistoryEntry, { type HistoryDetails } from '#models/account_history_entry'
import { HISTORY_PER_PAGE, type HistoryTarget } from '#domain/accounts/account_history'

export type HistoryRecord = {
  user: User
  target: HistoryTarget
  /** What happened, e.g. `password_changed`, `mail_verified`, `two_factor_unlinked`. */
  action: string
  /** The session the change was made from; null when none (a reset link, a bot). */
  session: UserSession | null
  ip: string
  details?: HistoryDetails
}

/**
 * The history of e-mail, password and 2FA changes (spec §4, §7 `GET user/history`):
 * what changed, when, from which session.
 */
export default class AccountHistoryService {
  /** Appends one entry; never throws on a rule. */
  async record(input: HistoryRecord) {
    return AccountHistoryEntry.create({
      userId: input.user.id,
      target: input.target,
      action: input.action,
      sessionId: input.session?.id ?? null,
      ip: input.ip,
      details: input.details ?? null,
    })
  }

  /** One page of the user's entries for a target, newest first, with their sessions. */
  async list(user: User, target: HistoryTarget, page = 1, perPage = HISTORY_PER_PAGE) {
    return AccountHistoryEntry.query()
      .where('user_id', user.id)
      .where('target', target)
      .preload('session')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, perPage)
  }
}
