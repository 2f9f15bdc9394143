import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The gateway failed or timed out while creating a payment: nothing was charged. 502. */
export default class GatewayUnavailableException extends DomainException {
  constructor() {
    super('economy.payments.gateway_unavailable', {
      status: 502,
      errorCode: ERROR_CODES.gatewayUnavailable,
      type: 'gateway',
    })
  }
}
