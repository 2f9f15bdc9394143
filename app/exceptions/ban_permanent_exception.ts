import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** spec §4: a permanent ban cannot be bought out. */
export default class BanPermanentException extends DomainException {
  constructor() {
    super('economy.unbans.errors.permanent', {
      status: 409,
      errorCode: ERROR_CODES.banPermanent,
      type: 'permanent',
      field: 'banId',
    })
  }
}
