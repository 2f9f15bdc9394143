import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import logger from '@adonisjs/core/services/logger'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import PasswordResetMail from '#mails/password_reset_mail'
import AccountHistoryService from '#services/accounts/account_history_service'
import ActiveSessionService from '#services/accounts/active_session_service'
import CaptchaService from '#services/accounts/captcha_service'
import MailSecretService from '#services/accounts/mail_secret_service'
import InvalidResetLinkException, {
  type ResetLinkProblem,
} from '#exceptions/invalid_reset_link_exception'
import { RESET_LINK, linkProblem } from '#domain/accounts/mail_codes'
import { normalizeEmail } from '#domain/accounts/credentials'
import type { Actor } from '#data/actor'

export type ResetRequest = Pick<Actor, 'ip'> & {
  email: string
  locale: string
  recaptcha?: string | null
}

export type ResetCompletion = Pick<Actor, 'ip'> & { token: string; password: string }

/** Letters being prepared in the background (see `request`). */
const inFlight = new Set<Promise<void>>()

/** spec §2 reset/restore, §4 password reset: a single-use, expiring link by mail. */
@inject()
export default class PasswordResetService {
  constructor(
    private secrets: MailSecretService,
    private captcha: CaptchaService,
    private sessions: ActiveSessionService,
    private history: AccountHistoryService
  ) {}

  /**
   * Asks for a reset letter; answers nothing, whatever the address (spec §4
   * 'letter sent'). The address is looked up, the link stored and the
   * letter queued in the background, without the reply waiting for them,
   * so neither the answer nor its timing tells whether an account has this
   * address. Captcha failures throw as CaptchaService.verify does.
   */
  async request(input: ResetRequest) {
    await this.captcha.verify(input.recaptcha, input.ip)
    const job = this.issue(input).catch((error) => {
      logger.error({ err: error }, 'password reset letter failed')
    })
    inFlight.add(job)
    void job.finally(() => inFlight.delete(job))
  }

  /** Resolves once every letter asked for so far is stored and queued, for callers that must know (tests). */
  static async settled() {
    await Promise.all([...inFlight])
  }

  /** Stores a link and queues the letter when an account has the address; does nothing otherwise. */
  async issue(input: { email: string; locale: string }) {
    const user = await User.findBy('email', normalizeEmail(input.email))
    if (!user?.email) return

    const { token, hash: tokenHash } = this.secrets.newToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash,
      expiresAt: DateTime.utc().plus({ minutes: RESET_LINK.lifetimeMinutes }),
      usedAt: null,
    })
    const url = router.urlBuilder.urlFor(
      'accounts.password_restores.edit',
      { lang: input.locale },
      { qs: { token }, prefixUrl: new URL(appUrl).origin }
    )
    await mail.sendLater(
      new PasswordResetMail(
        { email: user.email, nickname: user.nickname, locale: input.locale },
        url
      )
    )
  }

  /** What the restore page shows: until when the link works, or why it no longer does. */
  async linkState(
    token: string
  ): Promise<
    { expiresAt: DateTime; problem: null } | { expiresAt: null; problem: ResetLinkProblem }
  > {
    const link = token
      ? await PasswordResetToken.findBy('token_hash', this.secrets.tokenHash(token))
      : null
    if (!link) return { expiresAt: null, problem: 'invalid' }
    const problem = linkProblem(link, DateTime.utc())
    return problem ? { expiresAt: null, problem } : { expiresAt: link.expiresAt, problem: null }
  }

  /** Until when a link can set a password (`reset/status`); throws InvalidResetLinkException. */
  async inspect(token: string) {
    const state = await this.linkState(token)
    if (state.problem) throw new InvalidResetLinkException(state.problem)
    return state.expiresAt
  }

  /**
   * Sets the new password through a link (spec §4). The link is claimed by
   * one conditional UPDATE (`used_at IS NULL`, not expired), so of any
   * number of simultaneous uses exactly one changes the password; the rest
   * throw InvalidResetLinkException like any used, expired or unknown link.
   * Then every session of the account ends, the account's other links are
   * void and the history records the reset. Returns the user.
   */
  async complete(input: ResetCompletion) {
    const tokenHash = this.secrets.tokenHash(input.token)
    const passwordHash = await hash.make(input.password)
    const now = DateTime.utc()
    const stamp = now.toFormat(db.connection().dialect.dateTimeFormat)

    const user = await db.transaction(async (trx) => {
      const claimed = await trx
        .from(PasswordResetToken.table)
        .where('token_hash', tokenHash)
        .whereNull('used_at')
        .where('expires_at', '>', stamp)
        .update({ used_at: stamp })
      if (Number(claimed) !== 1) return null

      const link = await PasswordResetToken.query({ client: trx })
        .where('token_hash', tokenHash)
        .firstOrFail()
      const owner = await User.findOrFail(link.userId, { client: trx })
      owner.password = passwordHash
      await owner.save()
      await trx
        .from(PasswordResetToken.table)
        .where('user_id', owner.id)
        .whereNull('used_at')
        .update({ used_at: stamp })
      return owner
    })
    if (!user) {
      await this.inspect(input.token)
      // Claimed by a simultaneous use between the UPDATE and the inspection.
      throw new InvalidResetLinkException('used')
    }

    await this.sessions.terminateOthers(user, null)
    await this.history.record({
      user,
      target: 'password',
      action: 'password_reset',
      session: null,
      ip: input.ip,
    })
    return user
  }
}
