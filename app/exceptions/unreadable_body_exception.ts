import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The body parser could not read the request body (not JSON object or array, bad charset). */
export default class UnreadableBodyException extends DomainException {
  constructor() {
    super('errors.unreadable_body', { status: 400, errorCode: ERROR_CODES.unreadableBody })
  }
}
