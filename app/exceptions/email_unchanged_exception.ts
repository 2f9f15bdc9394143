import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The new e-mail is the one the account already has: 400 on the `email` field. */
export default class EmailUnchangedException extends DomainException {
  constructor() {
    super('accounts.email_changes.unchanged', {
      status: 400,
      errorCode: ERROR_CODES.emailUnchanged,
      type: 'email',
      field: 'email',
    })
  }
}
