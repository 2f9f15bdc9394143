import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type ResetLinkProblem = 'invalid' | 'expired' | 'used'

const CODES = {
  invalid: ERROR_CODES.resetLinkInvalid,
  expired: ERROR_CODES.resetLinkExpired,
  used: ERROR_CODES.resetLinkUsed,
} as const

/** A password reset link that cannot set a password (spec §4: single-use, expiring): 400. */
export default class InvalidResetLinkException extends DomainException {
  constructor(readonly problem: ResetLinkProblem) {
    super(`accounts.password_restores.link_${problem}`, {
      status: 400,
      errorCode: CODES[problem],
      type: 'token',
    })
  }
}
