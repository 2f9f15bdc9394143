import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The chosen bot is not set up on this site (no token, production): 409. */
export default class BotUnavailableException extends DomainException {
  constructor() {
    super('accounts.two_factor_settings.bot_unavailable', {
      status: 409,
      errorCode: ERROR_CODES.botUnavailable,
      type: 'bot',
    })
  }
}
