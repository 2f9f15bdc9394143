import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Registration lost to an account with the same nickname (ignoring case): 409. */
export default class NicknameTakenException extends DomainException {
  constructor() {
    super('accounts.registrations.nickname_taken', {
      status: 409,
      errorCode: ERROR_CODES.nicknameTaken,
      type: 'login',
      // Pages show it under the field, like the validator's own check.
      field: 'login',
    })
  }
}
