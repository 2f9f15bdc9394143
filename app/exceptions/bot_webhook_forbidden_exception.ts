import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A bot webhook call without the configured secret (or to a bot not set up): 403. */
export default class BotWebhookForbiddenException extends DomainException {
  constructor() {
    super('errors.forbidden', {
      status: 403,
      errorCode: ERROR_CODES.botWebhookForbidden,
      type: 'bot_webhook',
    })
  }
}
