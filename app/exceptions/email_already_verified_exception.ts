import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Nothing left to verify: the account's e-mail is confirmed already (409). */
export default class EmailAlreadyVerifiedException extends DomainException {
  constructor() {
    super('accounts.email_verifications.already_verified', {
      status: 409,
      errorCode: ERROR_CODES.emailAlreadyVerified,
      type: 'email',
    })
  }
}
