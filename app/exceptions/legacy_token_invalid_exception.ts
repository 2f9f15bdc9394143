import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/**
 * The legacy login and access token match no unused legacy token (unknown,
 * wrong or already exchanged): 401, the client drops its cached credentials.
 */
export default class LegacyTokenInvalidException extends DomainException {
  constructor() {
    super('accounts.legacy_exchanges.invalid', {
      status: 401,
      errorCode: ERROR_CODES.legacyTokenInvalid,
      type: 'legacy_token',
    })
  }
}
