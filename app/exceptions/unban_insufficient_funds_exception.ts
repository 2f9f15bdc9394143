import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The balance holds less than the unban's price: nothing is written. */
export default class UnbanInsufficientFundsException extends DomainException {
  constructor(price: number) {
    super('economy.unbans.errors.insufficient_funds', {
      status: 400,
      errorCode: ERROR_CODES.unbanInsufficientFunds,
      type: 'insufficient_funds',
      field: 'banId',
      data: { price: price / 100 },
    })
  }
}
