import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import AccountHistoryService from '#services/accounts/account_history_service'
import ActiveSessionService from '#services/accounts/active_session_service'
import WrongCurrentPasswordException from '#exceptions/wrong_current_password_exception'
import type { PlayerActor } from '#data/actor'

/** `session` is the one the change is made from: kept when the others are ended. */
export type PasswordChange = Pick<PlayerActor, 'user' | 'session' | 'ip'> & {
  currentPassword?: string
  password: string
  /** End every other session of the account (default: yes). */
  terminateOtherSessions?: boolean
}

/** Wrong current passwords: 5 per account, then 15 minutes blocked (issue #4 abuse limits). */
const wrongCurrentPasswords = () =>
  limiter.use({ requests: 5, duration: '15 minutes', blockDuration: '15 minutes' })

/** The cabinet's password change (spec §2 cabinet password, §7 `settings/password/update`). */
@inject()
export default class PasswordService {
  constructor(
    private sessions: ActiveSessionService,
    private history: AccountHistoryService
  ) {}

  /**
   * Sets a new password. An account that has one must give it: a wrong one
   * throws WrongCurrentPasswordException, and after 5 wrong ones the account
   * is blocked from trying for 15 minutes (E_TOO_MANY_REQUESTS). An OAuth-only
   * account sets its first password without (spec §5). Ends the other
   * sessions unless told not to and records the change in the history.
   */
  async change(input: PasswordChange) {
    const { user } = input
    const hadPassword = user.password !== null
    if (hadPassword) await this.verifyCurrent(user, input.currentPassword ?? '')

    user.password = await hash.make(input.password)
    await user.save()

    const otherSessionsEnded =
      input.terminateOtherSessions === false
        ? 0
        : await this.sessions.terminateOthers(user, input.session)

    await this.history.record({
      user,
      target: 'password',
      action: hadPassword ? 'password_changed' : 'password_set',
      session: input.session,
      ip: input.ip,
      details: { otherSessionsEnded: String(otherSessionsEnded) },
    })
    return { otherSessionsEnded }
  }

  /**
   * Checks the account's password: a wrong one throws WrongCurrentPasswordException,
   * and after 5 wrong ones the account is blocked from trying for 15 minutes.
   */
  async verifyCurrent(user: User, candidate: string) {
    const [blocked] = await wrongCurrentPasswords().penalize(`password_change_${user.id}`, () =>
      this.assertCurrent(user, candidate)
    )
    if (blocked) throw blocked
  }

  private async assertCurrent(user: User, candidate: string) {
    if (!(await hash.verify(user.password!, candidate))) throw new WrongCurrentPasswordException()
  }
}
