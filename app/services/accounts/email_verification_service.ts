import { inject } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import User from '#models/user'
import type UserSession from '#models/user_session'
import EmailVerificationToken from '#models/email_verification_token'
import EmailVerificationMail from '#mails/email_verification_mail'
import AccountHistoryService from '#services/accounts/account_history_service'
import MailSecretService from '#services/accounts/mail_secret_service'
import EmailAlreadyVerifiedException from '#exceptions/email_already_verified_exception'
import InvalidVerificationLinkException from '#exceptions/invalid_verification_link_exception'
import NoEmailException from '#exceptions/no_email_exception'
import ResendTooEarlyException from '#exceptions/resend_too_early_exception'
import {
  VERIFICATION_LINK,
  linkProblem,
  secondsUntil,
  verificationResendAt,
} from '#domain/accounts/mail_codes'
import { maskEmail } from '#domain/accounts/email_change'

export type VerificationContext = { ip: string; session: UserSession | null }

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
   * the link is claimed by one conditional UPDATE, so it works once. Throws
   * InvalidVerificationLinkException for an unknown, expired or used link
   * or one for an address the account no longer has, and
   * EmailAlreadyVerifiedException when a used link's address is verified.
   */
  async verify(token: string, context: VerificationContext) {
    const tokenHash = this.secrets.tokenHash(token)
    const stamp = DateTime.utc().toFormat(db.connection().dialect.dateTimeFormat)
    const claimed = await db
      .from(EmailVerificationToken.table)
      .where('token_hash', tokenHash)
      .whereNull('used_at')
      .where('expires_at', '>', stamp)
      .update({ used_at: stamp })

    const link = await EmailVerificationToken.findBy('token_hash', tokenHash)
    const user = link ? await User.find(link.userId) : null
    if (!link || !user || user.email !== link.email) {
      throw new InvalidVerificationLinkException('invalid')
    }
    if (Number(claimed) !== 1) {
      if (linkProblem(link, DateTime.utc()) === 'expired') {
        throw new InvalidVerificationLinkException('expired')
      }
      if (user.emailVerifiedAt) throw new EmailAlreadyVerifiedException()
      throw new InvalidVerificationLinkException('invalid')
    }
    if (user.emailVerifiedAt) return user

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
    return user
  }
}
