import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** "Deliver again" on a command the server already ran: it would change nothing. */
export default class DeliveryAlreadyDoneException extends DomainException {
  constructor() {
    super('network.deliveries.already_done', {
      status: 409,
      errorCode: ERROR_CODES.deliveryAlreadyDone,
    })
  }
}
