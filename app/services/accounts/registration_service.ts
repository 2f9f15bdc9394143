import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import CaptchaService from '#services/accounts/captcha_service'
import ReferralService from '#services/economy/referral_service'
import SessionTokenService, {
  type SessionCredentials,
} from '#services/accounts/session_token_service'
import EmailTakenException from '#exceptions/email_taken_exception'
import NicknameTakenException from '#exceptions/nickname_taken_exception'
import { uniqueViolation } from '#data/database_errors'
import { sessionLabelsFor } from '#domain/accounts/user_agent'

export type RegistrationInput = {
  /** The nickname (validated: game-name rules, free ignoring case). */
  login: string
  email: string
  password: string
  recaptcha?: string | null
  /** The language the player registered in (verification mail, later messages). */
  locale: string
  ip: string
  userAgent?: string | null
  browser?: string | null
  system?: string | null
  /** The code of the invitation the visitor came through (spec §2 `/r/{code}`). */
  referralCode?: string | null
}

/** Which taken value a broken unique constraint stands for. */
function takenException(error: unknown) {
  const constraint = uniqueViolation(error)
  if (constraint === null) return null
  if (constraint.includes('nickname')) return new NicknameTakenException()
  if (constraint.includes('email')) return new EmailTakenException()
  return null
}

/** Registration (spec §1, §5): a new account and its first site session. */
@inject()
export default class RegistrationService {
  constructor(
    private captcha: CaptchaService,
    private sessions: SessionTokenService,
    private referrals: ReferralService
  ) {}

  /**
   * Creates the account and logs it in, then announces `accounts:registered`.
   * The validator checked the nickname and e-mail are free; the unique
   * indexes decide a race, so a concurrent twin throws
   * NicknameTakenException / EmailTakenException (409). Captcha failures
   * throw as CaptchaService.verify does.
   */
  async register(input: RegistrationInput): Promise<SessionCredentials & { user: User }> {
    await this.captcha.verify(input.recaptcha, input.ip)
    const passwordHash = await hash.make(input.password)

    let user: User
    try {
      user = await db.transaction((trx) =>
        User.create(
          { nickname: input.login, email: input.email, password: passwordHash },
          { client: trx }
        )
      )
    } catch (error) {
      throw takenException(error) ?? error
    }

    await this.referrals.bind(user, input.referralCode)
    const { accessId, accessToken } = await this.sessions.create(user, {
      source: 'site',
      ...sessionLabelsFor(input),
      ip: input.ip,
    })

    // The account exists either way: a failing listener (e.g. mail) must not undo it.
    try {
      await emitter.emit('accounts:registered', { user, locale: input.locale })
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'accounts:registered listener failed')
    }
    return { user, accessId, accessToken }
  }
}
