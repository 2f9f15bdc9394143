import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** A credit that would take a wallet past its upper bound (far beyond any real one). */
export default class WalletLimitException extends DomainException {
  constructor() {
    super('economy.wallets.limit', {
      errorCode: ERROR_CODES.walletLimit,
      type: 'amount',
      field: 'amount',
    })
  }
}
