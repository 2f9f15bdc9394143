import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The account has no e-mail (made through an OAuth login): nothing to verify (409). */
export default class NoEmailException extends DomainException {
  constructor() {
    super('accounts.email_verifications.no_email', {
      status: 409,
      errorCode: ERROR_CODES.noEmail,
      type: 'email',
    })
  }
}
