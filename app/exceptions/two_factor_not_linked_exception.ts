import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Unlinking a bot the account does not have: 404. */
export default class TwoFactorNotLinkedException extends DomainException {
  constructor() {
    super('accounts.two_factor_settings.not_linked', {
      status: 404,
      errorCode: ERROR_CODES.twoFactorNotLinked,
      type: 'two_factor',
    })
  }
}
