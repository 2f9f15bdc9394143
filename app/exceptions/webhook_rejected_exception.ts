import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A gateway webhook with a bad signature or an unreadable body: 400, nothing changes. */
export default class WebhookRejectedException extends DomainException {
  constructor() {
    super('economy.payments.webhook_rejected', {
      errorCode: ERROR_CODES.webhookRejected,
      type: 'webhook',
    })
  }
}
