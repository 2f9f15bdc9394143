import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No upcoming wipe has this id (never announced, removed, or already past). */
export default class WipeNotFoundException extends DomainException {
  constructor() {
    super('economy.refunds.errors.wipe_not_found', {
      status: 404,
      errorCode: ERROR_CODES.wipeNotFound,
      type: 'wipe',
      field: 'wipeId',
    })
  }
}
