import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The ban ran out by itself, perhaps while the unban modal was open: nothing to buy. */
export default class BanEndedException extends DomainException {
  constructor() {
    super('economy.unbans.errors.ended', {
      status: 409,
      errorCode: ERROR_CODES.banEnded,
      type: 'ended',
      field: 'banId',
    })
  }
}
