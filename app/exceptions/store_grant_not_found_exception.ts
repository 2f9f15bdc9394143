import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** None of the player's active roles has this id (another player's is unknown too). */
export default class StoreGrantNotFoundException extends DomainException {
  constructor() {
    super('economy.cabinet_roles.errors.not_found', {
      status: 404,
      errorCode: ERROR_CODES.storeGrantNotFound,
      type: 'grant',
      field: 'grantId',
    })
  }
}
