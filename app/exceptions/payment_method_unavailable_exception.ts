import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A top-up by a method whose gateway has no keys (or with none configured at all). */
export default class PaymentMethodUnavailableException extends DomainException {
  constructor() {
    super('economy.payments.method_unavailable', {
      errorCode: ERROR_CODES.paymentMethodUnavailable,
      type: 'method',
      field: 'method',
    })
  }
}
