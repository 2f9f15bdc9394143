import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The text is not a referral code (letters, digits, - and _, 1–64 long). */
export default class ReferralCodeUnknownException extends DomainException {
  constructor() {
    super('economy.invites.errors.code_unknown', {
      status: 404,
      errorCode: ERROR_CODES.referralCodeUnknown,
      type: 'code',
    })
  }
}
