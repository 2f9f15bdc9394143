import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** design api.md: the same idempotency key with another body (or by another player) is a 409. */
export default class IdempotencyConflictException extends DomainException {
  constructor() {
    super('errors.idempotency_conflict', {
      status: 409,
      errorCode: ERROR_CODES.idempotencyConflict,
      type: 'idempotency_key',
    })
  }
}
