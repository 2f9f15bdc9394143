/*
| The e-mail change of spec §4: (1) a code to the current address, (2) enter
| it, (3) enter the new address, (4) a code to the new one, enter it. Pure:
| which step a player is on, from the stored state of the change.
*/
import type { DateTime } from 'luxon'
import { codeProblem } from '#domain/accounts/mail_codes'

export const EMAIL_CHANGE_STEPS = [
  'send_current_code',
  'confirm_current',
  'enter_new_email',
  'confirm_new',
] as const
export type EmailChangeStep = (typeof EMAIL_CHANGE_STEPS)[number]

export type CodeTarget = 'current' | 'new'

/** A confirmed current address lets the player pick the new one within this time. */
export const CURRENT_CONFIRMATION_MINUTES = 30

export type EmailChangeState = {
  currentConfirmedAt: DateTime | null
  codeTarget: CodeTarget | null
  codeSentAt: DateTime | null
  attempts: number
}

export type Account = { email: string | null; verified: boolean }

/**
 * Steps 1–2 prove the player holds the current mailbox. An account without
 * an e-mail has none to prove; one whose address was never verified never
 * proved it either, and a mistyped address could otherwise never be fixed.
 */
export function needsCurrentConfirmation(account: Account) {
  return account.email !== null && account.verified
}

export function currentConfirmed(account: Account, change: EmailChangeState | null, now: DateTime) {
  if (!needsCurrentConfirmation(account)) return true
  const confirmedAt = change?.currentConfirmedAt
  return !!confirmedAt && now < confirmedAt.plus({ minutes: CURRENT_CONFIRMATION_MINUTES })
}

/** The target of a code that can still be entered, or null (none sent, expired or too many wrong tries). */
export function pendingCodeTarget(change: EmailChangeState | null, now: DateTime) {
  if (!change?.codeTarget || !change.codeSentAt) return null
  return codeProblem({ sentAt: change.codeSentAt, attempts: change.attempts }, now) === null
    ? change.codeTarget
    : null
}

/** The steps this account goes through: all four, or only 3–4 without a confirmed address. */
export function emailChangeSteps(account: Account): readonly EmailChangeStep[] {
  return needsCurrentConfirmation(account) ? EMAIL_CHANGE_STEPS : EMAIL_CHANGE_STEPS.slice(2)
}

/** The step the player is on; a spent code sends them back to the step that sends one. */
export function emailChangeStep(
  account: Account,
  change: EmailChangeState | null,
  now: DateTime
): EmailChangeStep {
  const pending = pendingCodeTarget(change, now)
  if (!currentConfirmed(account, change, now)) {
    return pending === 'current' ? 'confirm_current' : 'send_current_code'
  }
  return pending === 'new' ? 'confirm_new' : 'enter_new_email'
}

/** An address for the history and the logs: `pl***@example.com`. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`
}
