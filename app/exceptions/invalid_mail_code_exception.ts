import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

export type MailCodeProblem = 'missing' | 'wrong' | 'expired' | 'exhausted'

const CODES = {
  missing: ERROR_CODES.emailCodeMissing,
  wrong: ERROR_CODES.emailCodeWrong,
  expired: ERROR_CODES.emailCodeExpired,
  exhausted: ERROR_CODES.emailCodeExhausted,
} as const

/**
 * An e-mail change code that does not confirm the step (spec §4): none
 * requested, wrong (with the tries left), expired, or void after too many
 * wrong tries. 400; `details.type` is `code`, the form's field.
 */
export default class InvalidMailCodeException extends DomainException {
  constructor(
    readonly problem: MailCodeProblem,
    data: { attemptsLeft?: number } = {}
  ) {
    super(`accounts.email_changes.code_${problem}`, {
      status: 400,
      errorCode: CODES[problem],
      type: 'code',
      data,
      // A wrong code keeps the player on the step: pages show it under the field. The
      // others send the page back to the step that sends a code, which has no code field.
      field: problem === 'wrong' ? 'code' : undefined,
    })
  }
}
