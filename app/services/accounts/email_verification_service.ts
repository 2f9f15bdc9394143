import { inject } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import User from '#models/user'
import EmailVerificationToken from '#models/email_verification_token'
import EmailVerificationMail from '#mails/email_verification_mail'
import AccountHistoryService from '#services/accounts/account_history_service'
import MailSecretService from '#services/accounts/mail_secret_service'
import EmailAlreadyVerifiedException from '#exceptions/email_already_verified_exception'
import NoEmailException from '#exceptions/no_email_exception'
import ResendTooEarlyException from '#exceptions/resend_too_early_exception'
import {
  VERIFICATION_LINK,
  linkProblem,
  secondsUntil,
  verificationResendAt,
} from '#domain/accounts/mail_codes'
import { maskEmail } from '#domain/accounts/email_change'
import type { Actor } from '#data/actor'

export type VerificationContext = Pick<Actor, 'ip' | 'session'>

/** Why a verification link confirmed nothing; the page says it calmly, it is no error. */
export type VerificationLinkProblem = 'invalid' | 'expired' | 'already_verified'

/** E-mail verification of new accounts (issue #4): a single-use link that marks the address verified. */
@inject()
export default class EmailVerificationService {
  constructor(
    private secrets: MailSecretService,
    private history: AccountHistoryService
  ) {}

  /** Stores a link for the account's current address and queues the letter; nothing without an address. */
  async send(user: User, locale: string) {
    if (!user.email) return
    const { token, hash } = this.secrets.newToken()
    await EmailVerificationToken.create({
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      expiresAt: DateTime.utc().plus({ hours: VERIFICATION_LINK.lifetimeHours }),
      usedAt: null,
    })
    const url = router.urlBuilder.urlFor(
      'accounts.email_verifications.show',
      { lang: locale },
      { qs: { token }, prefixUrl: new URL(appUrl).origin }
    )
    await mail.sendLater(
      new EmailVerificationMail({ email: user.email, nickname: user.nickname, locale }, url)
    )
  }

  /** When a new letter may be asked for; null when one may be sent now. */
  async resendAvailableAt(user: User) {
    const last = await EmailVerificationToken.query()
      .where('user_id', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    const at = last ? verificationResendAt(last.createdAt) : null
    return at && at > DateTime.utc() ? at : null
  }

  /**
   * Sends the letter again on the player's request, after the countdown.
   * Throws NoEmailException, EmailAlreadyVerifiedException, or
   * ResendTooEarlyException (429) with the seconds left.
   */
  async resend(user: User, locale: string) {
    if (!user.email) throw new NoEmailException()
    if (user.emailVerifiedAt) throw new EmailAlreadyVerifiedException()
    const availableAt = await this.resendAvailableAt(user)
    if (availableAt) throw new ResendTooEarlyException(secondsUntil(availableAt, DateTime.utc()))
    await this.send(user, locale)
  }

  /**
   * Confirms the address a link was sent to (spec §8 'e-mail verified'):
   * the link is claimed by one conditional UPDATE, so it works once.
   * Returns null once the address is verified, or why the link did
   * nothing: unknown, used, or for an address the account no longer has
   * ('invalid'), expired, or used while the address is verified already.
   */
  async verify(
    token: string,
    context: VerificationContext
  ): Promise<VerificationLinkProblem | null> {
    const tokenHash = this.secrets.tokenHash(token)
    const link = await EmailVerificationToken.findBy('token_hash', tokenHash)
    const user = link ? await User.find(link.userId) : null
    // Checked before the claim: a link refused for a replaced address stays as it was.
    if (!link || !user || user.email !== link.email) return 'invalid'

    const stamp = DateTime.utc().toFormat(db.connection().dialect.dateTimeFormat)
    const claimed = await db
      .from(EmailVerificationToken.table)
      .where('id', link.id)
      .whereNull('used_at')
      .where('expires_at', '>', stamp)
      .update({ used_at: stamp })
    if (Number(claimed) !== 1) {
      if (linkProblem(link, DateTime.utc()) === 'expired') return 'expired'
      return user.emailVerifiedAt ? 'already_verified' : 'invalid'
    }
    if (user.emailVerifiedAt) return null

    user.emailVerifiedAt = DateTime.utc()
    await user.save()
    await this.history.record({
      user,
      target: 'mail',
      action: 'mail_verified',
      session: context.session,
      ip: context.ip,
      details: { email: maskEmail(user.email) },
    })
    return null
  }
}
