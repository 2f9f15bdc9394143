import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The cover glow, style or art named does not exist, or the art is hidden: 404. */
export default class LookItemNotFoundException extends DomainException {
  constructor() {
    super('accounts.covers.not_found', {
      status: 404,
      errorCode: ERROR_CODES.lookItemNotFound,
      type: 'id',
    })
  }
}
