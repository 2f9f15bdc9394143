import { inject } from '@adonisjs/core'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import EmailChangeRequest from '#models/email_change_request'
import EmailChangeCodeMail from '#mails/email_change_code_mail'
import AccountHistoryService from '#services/accounts/account_history_service'
import EmailVerificationService from '#services/accounts/email_verification_service'
import MailSecretService from '#services/accounts/mail_secret_service'
import EmailChangeStepException from '#exceptions/email_change_step_exception'
import EmailTakenException from '#exceptions/email_taken_exception'
import EmailUnchangedException from '#exceptions/email_unchanged_exception'
import InvalidMailCodeException from '#exceptions/invalid_mail_code_exception'
import ResendTooEarlyException from '#exceptions/resend_too_early_exception'
import { uniqueViolation } from '#data/database_errors'
import { normalizeEmail } from '#domain/accounts/credentials'
import {
  MAIL_CODE,
  attemptsLeft,
  codeExpiresAt,
  codeProblem,
  codeResendAt,
  secondsUntil,
} from '#domain/accounts/mail_codes'
import {
  emailChangeStep,
  emailChangeSteps,
  maskEmail,
  pendingCodeTarget,
  type CodeTarget,
  type EmailChangeStep,
} from '#domain/accounts/email_change'
import type { PlayerActor } from '#data/actor'

export type EmailSettings = {
  email: string | null
  verified: boolean
  /** When the verification letter may be sent again; null when it may be now. */
  verificationResendAvailableAt: DateTime | null
  change: {
    step: EmailChangeStep
    /** The steps of this account's change: without a confirmed address only the last two. */
    steps: readonly EmailChangeStep[]
    /** The address the step-4 code went to. */
    newEmail: string | null
    /** When the pending code stops working; null when none is pending. */
    codeExpiresAt: DateTime | null
    /** When another code may be sent; null when it may be now. */
    resendAvailableAt: DateTime | null
  }
}

export type CodeRequest = {
  user: User
  /** The new address (steps 3–4); none asks for the code to the current one (step 1). */
  email?: string | null
  locale: string
}

export type CodeConfirmation = Pick<PlayerActor, 'user' | 'ip' | 'session'> & { code: string }

const format = (moment: DateTime) => moment.toFormat(db.connection().dialect.dateTimeFormat)

const account = (user: User) => ({ email: user.email, verified: user.emailVerifiedAt !== null })

/** spec §4 e-mail change: codes to the current and the new address, then the switch. */
@inject()
export default class EmailChangeService {
  constructor(
    private secrets: MailSecretService,
    private verifications: EmailVerificationService,
    private history: AccountHistoryService
  ) {}

  /** The address, whether it is verified, and where the change stands (`GET user/settings/mail`). */
  async settings(user: User): Promise<EmailSettings> {
    const now = DateTime.utc()
    const change = await EmailChangeRequest.findBy('user_id', user.id)
    const step = emailChangeStep(account(user), change, now)
    const resendAt = change?.codeSentAt ? codeResendAt(change.codeSentAt) : null
    const pending = pendingCodeTarget(change, now)
    return {
      email: user.email,
      verified: user.emailVerifiedAt !== null,
      verificationResendAvailableAt:
        user.email && !user.emailVerifiedAt
          ? await this.verifications.resendAvailableAt(user)
          : null,
      change: {
        step,
        steps: emailChangeSteps(account(user)),
        newEmail: step === 'confirm_new' ? (change?.newEmail ?? null) : null,
        codeExpiresAt: pending && change?.codeSentAt ? codeExpiresAt(change.codeSentAt) : null,
        resendAvailableAt: resendAt && resendAt > now ? resendAt : null,
      },
    }
  }

  /**
   * Sends a 6-digit code: to the current address (step 1, no `email`) or
   * to the new one (step 3, or step 4 again with the same or another
   * address). Only a keyed hash is stored. A code goes out once per
   * countdown (spec §4), decided by one conditional UPDATE so parallel
   * requests cannot both send. Throws EmailChangeStepException for a step
   * the player is not on, EmailUnchangedException, EmailTakenException
   * (ignoring case), and ResendTooEarlyException (429) with the seconds left.
   */
  async sendCode(input: CodeRequest) {
    const { user } = input
    const now = DateTime.utc()
    const existing = await EmailChangeRequest.findBy('user_id', user.id)
    const step = emailChangeStep(account(user), existing, now)
    const target: CodeTarget = input.email ? 'new' : 'current'
    const allowed: EmailChangeStep[] =
      target === 'current'
        ? ['send_current_code', 'confirm_current']
        : ['enter_new_email', 'confirm_new']
    if (!allowed.includes(step)) throw new EmailChangeStepException()

    const address = target === 'new' ? normalizeEmail(input.email!) : user.email!
    if (target === 'new') await this.assertAvailable(user, address)

    // The row is written only once the request is accepted: a refused one leaves nothing.
    const change = existing ?? (await this.createChange(user))

    const code = this.secrets.newCode()
    const claimed = await db
      .from(EmailChangeRequest.table)
      .where('id', change.id)
      .where((query) =>
        query
          .whereNull('code_sent_at')
          .orWhere('code_sent_at', '<=', format(now.minus({ seconds: MAIL_CODE.resendSeconds })))
      )
      .update({
        code_target: target,
        code_hash: this.secrets.codeHash(this.scope(user, target, address), code),
        code_sent_at: format(now),
        attempts: 0,
        new_email: target === 'new' ? address : change.newEmail,
        updated_at: format(now),
      })
    if (Number(claimed) !== 1) {
      await change.refresh()
      const availableAt = codeResendAt(change.codeSentAt ?? now)
      throw new ResendTooEarlyException(Math.max(1, secondsUntil(availableAt, now)))
    }

    await mail.sendLater(
      new EmailChangeCodeMail(
        { email: address, nickname: user.nickname, locale: input.locale },
        code,
        target
      )
    )
  }

  /**
   * Confirms the step whose code was sent: the current address (step 2) or
   * the new one (step 4), which then becomes the account's verified e-mail,
   * recorded in the history. A correct code is consumed by one conditional
   * UPDATE; a wrong one counts against the 5 tries, after which the code is
   * void. Throws InvalidMailCodeException (missing, wrong, expired,
   * exhausted) and EmailTakenException when the address was taken meanwhile.
   * Returns which address was confirmed.
   */
  async confirm(input: CodeConfirmation): Promise<CodeTarget> {
    const { user } = input
    const now = DateTime.utc()
    const change = await EmailChangeRequest.findBy('user_id', user.id)
    if (!change?.codeTarget || !change.codeHash || !change.codeSentAt) {
      throw new InvalidMailCodeException('missing')
    }
    const problem = codeProblem({ sentAt: change.codeSentAt, attempts: change.attempts }, now)
    if (problem) throw new InvalidMailCodeException(problem)

    const target = change.codeTarget
    const address = target === 'new' ? change.newEmail! : user.email!
    const given = this.secrets.codeHash(this.scope(user, target, address), input.code)
    const consumed = await db
      .from(EmailChangeRequest.table)
      .where('id', change.id)
      .where('code_hash', given)
      .where('attempts', '<', MAIL_CODE.maxAttempts)
      .where('code_sent_at', '>', format(now.minus({ minutes: MAIL_CODE.lifetimeMinutes })))
      .update({
        code_target: null,
        code_hash: null,
        code_sent_at: null,
        attempts: 0,
        current_confirmed_at:
          target === 'current'
            ? format(now)
            : change.currentConfirmedAt && format(change.currentConfirmedAt),
        updated_at: format(now),
      })
    if (Number(consumed) !== 1) await this.countWrongTry(change)

    if (target === 'new') await this.switchAddress(input, change, address)
    return target
  }

  /** The player's change row, created on first use (a parallel twin's row is reused). */
  private async createChange(user: User) {
    try {
      return await EmailChangeRequest.create({ userId: user.id, attempts: 0 })
    } catch (error) {
      if (uniqueViolation(error) === null) throw error
      return EmailChangeRequest.findByOrFail('user_id', user.id)
    }
  }

  private async assertAvailable(user: User, address: string) {
    if (address === user.email) throw new EmailUnchangedException()
    const owner = await User.query().where('email', address).whereNot('id', user.id).first()
    if (owner) throw new EmailTakenException()
  }

  /** Counts a wrong try against the code that was checked, then says what is left. */
  private async countWrongTry(change: EmailChangeRequest): Promise<never> {
    await db
      .from(EmailChangeRequest.table)
      .where('id', change.id)
      .where('code_hash', change.codeHash!)
      .where('attempts', '<', MAIL_CODE.maxAttempts)
      .increment('attempts', 1)
    await change.refresh()
    // A parallel request with the right code got there first.
    if (change.codeHash === null) throw new InvalidMailCodeException('missing')
    const left = attemptsLeft(change.attempts)
    if (left === 0) throw new InvalidMailCodeException('exhausted')
    throw new InvalidMailCodeException('wrong', { attemptsLeft: left })
  }

  private async switchAddress(
    input: CodeConfirmation,
    change: EmailChangeRequest,
    address: string
  ) {
    const { user } = input
    const previous = user.email
    user.merge({ email: address, emailVerifiedAt: DateTime.utc() })
    try {
      await user.save()
    } catch (error) {
      if (uniqueViolation(error) === null) throw error
      throw new EmailTakenException()
    }
    await change.delete()
    await this.history.record({
      user,
      target: 'mail',
      action: 'mail_changed',
      session: input.session,
      ip: input.ip,
      details: { from: previous ? maskEmail(previous) : '', to: maskEmail(address) },
    })
  }

  /** A code confirms one step for one address of one player. */
  private scope(user: User, target: CodeTarget, address: string) {
    return `email_change:${user.id}:${target}:${address}`
  }
}
