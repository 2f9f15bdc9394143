import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Registration lost to an account with the same e-mail: 409. */
export default class EmailTakenException extends DomainException {
  constructor() {
    super('accounts.registrations.email_taken', {
      status: 409,
      errorCode: ERROR_CODES.emailTaken,
      type: 'email',
      // Pages show it under the field, like the validator's own check.
      field: 'email',
    })
  }
}
