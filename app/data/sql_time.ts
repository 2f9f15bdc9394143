import { DateTime } from 'luxon'

/**
 * A UTC time as Lucid writes `column.dateTime` on SQLite and MySQL alike,
 * for raw query-builder updates and comparisons (which do not convert Luxon).
 */
export function sqlTime(time: DateTime = DateTime.utc()) {
  return time.toUTC().toFormat('yyyy-LL-dd HH:mm:ss')
}
