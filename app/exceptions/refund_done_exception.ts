import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The player was refunded for this wipe already: a refund is once per wipe. */
export default class RefundDoneException extends DomainException {
  constructor() {
    super('economy.refunds.errors.done', {
      status: 409,
      errorCode: ERROR_CODES.refundDone,
      type: 'done',
      field: 'wipeId',
    })
  }
}
