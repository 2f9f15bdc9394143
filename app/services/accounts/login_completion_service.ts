import { inject } from '@adonisjs/core'
import type User from '#models/user'
import { avatarOrSkinOf } from '#domain/players/looks'
import SessionTokenService, {
  type SessionCredentials,
} from '#services/accounts/session_token_service'
import TwoFactorService, { type LoginAttempt } from '#services/accounts/two_factor_service'
import LoginAlertService from '#services/accounts/login_alert_service'
import TwoFactorRequiredException from '#exceptions/two_factor_required_exception'
import { twoFactorType } from '#domain/accounts/two_factor'

export type LoggedIn = SessionCredentials & { user: User }

/**
 * The last step of every login (password, provider, launcher): with a bot
 * linked the bot must confirm first (spec §8 -7); then the session opens
 * and the bot hears of a login from somewhere new.
 */
@inject()
export default class LoginCompletionService {
  constructor(
    private sessions: SessionTokenService,
    private twoFactor: TwoFactorService,
    private alerts: LoginAlertService
  ) {}

  /** Opens the session, or throws TwoFactorRequiredException (-7) while the bot must confirm. */
  async open(user: User, attempt: LoginAttempt): Promise<LoggedIn> {
    const pending = await this.twoFactor.challenge(user, attempt)
    if (pending) {
      throw new TwoFactorRequiredException({
        userId: user.id,
        login: user.nickname,
        avatarOrSkin: avatarOrSkinOf(user),
        bot: pending.link.bot,
        twoFactorType: twoFactorType(pending.link.bot),
        challengeId: pending.challenge.id,
        challengeSecret: pending.secret,
        expiresAt: pending.challenge.expiresAt.toUTC().toISO()!,
      })
    }
    return this.openSession(user, attempt)
  }

  /**
   * Finishes a login the bot confirmed: exactly one caller per challenge
   * gets the session; throws TwoFactorStateException otherwise.
   */
  async complete(challengeId: string, secret: string, locale: string): Promise<LoggedIn> {
    const challenge = await this.twoFactor.claim(challengeId, secret)
    const loggedIn = await this.openSession(challenge.user, {
      source: challenge.source,
      browser: challenge.browser,
      system: challenge.system,
      ip: challenge.ip,
      locale,
    })
    await this.twoFactor.opened(challenge, loggedIn.accessId)
    return loggedIn
  }

  private async openSession(user: User, attempt: LoginAttempt): Promise<LoggedIn> {
    const { accessId, accessToken, session } = await this.sessions.create(user, {
      source: attempt.source,
      browser: attempt.browser,
      system: attempt.system,
      ip: attempt.ip,
    })
    await this.alerts.notify(user, session, attempt.locale)
    return { user, accessId, accessToken }
  }
}
