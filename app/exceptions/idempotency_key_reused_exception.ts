import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** The same Idempotency-Key with a different request body (docs/api.md): 409. */
export default class IdempotencyKeyReusedException extends DomainException {
  constructor() {
    super('economy.wallets.idempotency_key_reused', {
      status: 409,
      errorCode: ERROR_CODES.idempotencyKeyReused,
      type: 'idempotency_key',
    })
  }
}
