import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'

/** A time in the database's own format (UTC), for comparisons in conditional UPDATEs. */
export function dbStamp(time: DateTime) {
  return time.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}
