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
    code === 'SQLITE_BUSY'
  )
}
