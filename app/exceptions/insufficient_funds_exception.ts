import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A debit larger than the wallet holds: nothing is written. */
export default class InsufficientFundsException extends DomainException {
  constructor(currency: string) {
    super(`economy.wallets.insufficient_${currency}`, {
      errorCode: ERROR_CODES.insufficientFunds,
      type: 'amount',
      field: 'amount',
    })
  }
}
