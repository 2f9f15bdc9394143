import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The balance is short of a purchase's price: nothing is charged; `missing` is in kopecks. */
export default class StoreInsufficientFundsException extends DomainException {
  constructor(missing: number) {
    super('economy.store.errors.insufficient_funds', {
      errorCode: ERROR_CODES.storeInsufficientFunds,
      type: 'balance',
      field: 'balance',
      data: { missing: missing / 100 },
      details: { missing },
    })
  }
}
