import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The idempotency key already names a different command (api.md "Idempotency"). */
export default class DeliveryKeyConflictException extends DomainException {
  constructor() {
    super('network.deliveries.key_conflict', {
      status: 409,
      errorCode: ERROR_CODES.deliveryKeyConflict,
    })
  }
}
