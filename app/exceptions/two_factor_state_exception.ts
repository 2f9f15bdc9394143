import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type ChallengeProblem = 'pending' | 'denied' | 'expired' | 'used'

const CODES = {
  pending: ERROR_CODES.twoFactorPending,
  denied: ERROR_CODES.twoFactorDenied,
  expired: ERROR_CODES.twoFactorExpired,
  used: ERROR_CODES.twoFactorUsed,
} as const

/**
 * A login confirmation that cannot complete: not confirmed yet (409, ask
 * again), denied in the bot, expired, or unknown / already used (400).
 */
export default class TwoFactorStateException extends DomainException {
  constructor(readonly problem: ChallengeProblem) {
    super(`accounts.two_factor.${problem}`, {
      status: problem === 'pending' ? 409 : 400,
      errorCode: CODES[problem],
      type: 'two_factor',
    })
  }
}
