import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** No enabled role, ability, kit or server of the store has this name (404). */
export default class StoreItemNotFoundException extends DomainException {
  constructor(field: 'server' | 'slug' | 'kit' = 'slug') {
    super(`economy.store.errors.not_found_${field}`, {
      status: 404,
      errorCode: ERROR_CODES.storeItemNotFound,
      type: field,
      field,
    })
  }
}
