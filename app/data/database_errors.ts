/*
| Reading database driver errors the same way on SQLite and MySQL / MariaDB.
*/

/**
 * The name of the unique constraint a failed insert or update broke
 * (`users.nickname_key` on SQLite, `users_nickname_key_unique` on MySQL),
 * or null when the error is not a unique violation.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : ''
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return /UNIQUE constraint failed: ([^\s]+)/.exec(text)?.[1] ?? ''
  }
  if (code === 'ER_DUP_ENTRY' || errno === 1062) {
    return /for key '([^']+)'/.exec(text)?.[1] ?? ''
  }
  return null
}

/**
 * Whether a failed transaction may simply be run again: a unique key another transaction
 * committed meanwhile (the retry reads it), a MySQL deadlock or lock wait timeout, or a busy
 * SQLite file.
 */
export function retryableConflict(error: unknown) {
  if (uniqueViolation(error) !== null) return true
  if (typeof error !== 'object' || error === null) return false
  const { code, errno } = error as { code?: unknown; errno?: unknown }
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    errno === 1213 ||
    errno === 1205 ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT'
  )
}

/**
 * Whether the database refused a query for a while rather than for its content: a SQLite file
 * locked by another process or refused by the disk (read-only, I/O error, full), a MySQL lock
 * wait timeout or read-only server, or no free connection in the pool. The request may be
 * tried again later (503 with Retry-After), unlike a bug.
 */
export function databaseUnavailable(error: unknown) {
  if (typeof error !== 'object' || error === null) return false
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown }
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|IOERR|READONLY|FULL|CANTOPEN)/.test(code)) {
    return true
  }
  return (
    name === 'KnexTimeoutError' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    code === 'ER_OPTION_PREVENTS_STATEMENT' ||
    code === 'ECONNREFUSED' ||
    code === 'PROTOCOL_CONNECTION_LOST' ||
    errno === 1205 ||
    errno === 1290
  )
}
