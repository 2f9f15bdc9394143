import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** Seconds a client waits before retrying a write the database refused for a while. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * The database refused a query for a while (another process holds SQLite's write lock, the disk
 * refuses writes, no free connection): 503 with Retry-After, never a 500 (issue #23).
 */
export default class DatabaseBusyException extends DomainException {
  constructor(options?: { cause?: unknown }) {
    super('errors.database_busy', {
      status: 503,
      errorCode: ERROR_CODES.databaseBusy,
      type: 'database_busy',
      data: { seconds: DATABASE_RETRY_AFTER_SECONDS },
    })
    if (options?.cause !== undefined) this.cause = options.cause
  }
}
