import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No command of this server (or of this player) has the id: another's id is unknown too. */
export default class DeliveryCommandNotFoundException extends DomainException {
  constructor() {
    super('network.deliveries.not_found', {
      status: 404,
      errorCode: ERROR_CODES.notFound,
      type: 'not_found',
    })
  }
}
