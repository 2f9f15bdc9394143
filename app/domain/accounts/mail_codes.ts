/*
| Single-use secrets sent by mail (issue #4, spec §4): the 6-digit codes of
| the e-mail change and the links of password reset and e-mail
| verification. Pure: lifetimes, countdowns and states; the services do
| the randomness, hashing and storage.
*/
import type { DateTime } from 'luxon'

/** spec §4 e-mail change: a code expires, allows a few wrong tries, and is resent only after a countdown. */
export const MAIL_CODE = {
  length: 6,
  pattern: /^\d{6}$/,
  lifetimeMinutes: 15,
  maxAttempts: 5,
  resendSeconds: 60,
} as const

/** spec §4 password reset: the letter's link works once, for an hour. */
export const RESET_LINK = { lifetimeMinutes: 60 } as const

/** New accounts confirm their address within two days; a new letter after the same countdown as codes. */
export const VERIFICATION_LINK = { lifetimeHours: 48, resendSeconds: 60 } as const

/** A 6-digit code, leading zeros kept, from a uniform `randomInt(max)` (exclusive). */
export function generateCode(randomInt: (max: number) => number) {
  return String(randomInt(10 ** MAIL_CODE.length)).padStart(MAIL_CODE.length, '0')
}

/** Whole seconds from `now` until `moment`, rounded up; 0 once it has passed. */
export function secondsUntil(moment: DateTime, now: DateTime) {
  return Math.max(0, Math.ceil(moment.diff(now).as('seconds')))
}

export function codeExpiresAt(sentAt: DateTime) {
  return sentAt.plus({ minutes: MAIL_CODE.lifetimeMinutes })
}

export function codeResendAt(sentAt: DateTime) {
  return sentAt.plus({ seconds: MAIL_CODE.resendSeconds })
}

export function verificationResendAt(sentAt: DateTime) {
  return sentAt.plus({ seconds: VERIFICATION_LINK.resendSeconds })
}

export type CodeProblem = 'expired' | 'exhausted'

/** Why a sent code can no longer be entered, or null while it can. Exhaustion wins over expiry. */
export function codeProblem(
  code: { sentAt: DateTime; attempts: number },
  now: DateTime
): CodeProblem | null {
  if (code.attempts >= MAIL_CODE.maxAttempts) return 'exhausted'
  if (now >= codeExpiresAt(code.sentAt)) return 'expired'
  return null
}

/** Tries left after `attempts` wrong ones. */
export function attemptsLeft(attempts: number) {
  return Math.max(0, MAIL_CODE.maxAttempts - attempts)
}

export type LinkProblem = 'expired' | 'used'

/** Why a mailed link no longer works, or null while it does. A used link reads as used even after expiry. */
export function linkProblem(
  link: { expiresAt: DateTime; usedAt: DateTime | null },
  now: DateTime
): LinkProblem | null {
  if (link.usedAt) return 'used'
  if (now >= link.expiresAt) return 'expired'
  return null
}
