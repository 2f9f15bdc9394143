import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * spec §5: the only way to log in cannot be unlinked until the player sets
 * an e-mail and password (or a password). 409; the page opens the
 * e-mail/password requirement modal on it.
 */
export default class OnlyLoginMethodException extends DomainException {
  constructor() {
    super('accounts.oauth.only_login_method', {
      status: 409,
      errorCode: ERROR_CODES.onlyLoginMethod,
      type: 'only_login_method',
    })
  }
}
