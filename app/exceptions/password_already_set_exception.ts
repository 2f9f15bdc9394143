import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * `cabinet/authorization/update` sets the first password only: the account has
 * another one, which the password tab changes (with the current one). 409.
 */
export default class PasswordAlreadySetException extends DomainException {
  constructor() {
    super('accounts.oauth_links.password_already_set', {
      status: 409,
      errorCode: ERROR_CODES.passwordAlreadySet,
      type: 'password',
      field: 'password',
    })
  }
}
