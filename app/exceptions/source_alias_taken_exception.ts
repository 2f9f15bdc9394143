import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Another campaign already uses this alias (409), whatever its case. */
export default class SourceAliasTakenException extends DomainException {
  constructor() {
    super('economy.source_aliases.errors.taken', {
      status: 409,
      errorCode: ERROR_CODES.sourceAliasTaken,
      type: 'source_alias',
      field: 'alias',
    })
  }
}
