import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The ban is lifted already: bought out before, or unbanned on the server. */
export default class BanAlreadyLiftedException extends DomainException {
  constructor() {
    super('economy.unbans.errors.already_lifted', {
      status: 409,
      errorCode: ERROR_CODES.banAlreadyLifted,
      type: 'already_lifted',
      field: 'banId',
    })
  }
}
