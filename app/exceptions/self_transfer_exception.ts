import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A transfer to oneself. */
export default class SelfTransferException extends DomainException {
  constructor() {
    super('economy.transfers.self', {
      errorCode: ERROR_CODES.selfTransfer,
      type: 'login',
      field: 'login',
    })
  }
}
