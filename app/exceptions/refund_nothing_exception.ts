import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** None of the player's purchases on the server is refundable before this wipe. */
export default class RefundNothingException extends DomainException {
  constructor() {
    super('economy.refunds.errors.nothing', {
      status: 409,
      errorCode: ERROR_CODES.refundNothing,
      type: 'nothing',
      field: 'wipeId',
    })
  }
}
