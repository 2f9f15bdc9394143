import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * Unknown login, wrong password or an account without a password: one
 * answer for all, so the reply does not tell which accounts exist. 400,
 * not 401: a 401 makes clients log out silently (spec §8). Pages show it
 * under the password, next to what the player has to retype.
 */
export default class InvalidCredentialsException extends DomainException {
  constructor() {
    super('accounts.sessions.invalid_credentials', {
      status: 400,
      errorCode: ERROR_CODES.invalidCredentials,
      type: 'credentials',
      field: 'password',
    })
  }
}
