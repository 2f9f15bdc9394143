import type { Knex } from 'knex'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Small bridges for hand-written bulk queries that must read and write the same values as
| Lucid's models on SQLite and MySQL / MariaDB: `DATETIME` columns hold UTC as
| `YYYY-MM-DD HH:MM:SS` (the format Lucid writes), whole seconds.
*/

type Client = QueryClientContract | TransactionClientContract

export function isSqlite(client: Client) {
  return client.dialect.name === 'better-sqlite3' || client.dialect.name === 'sqlite3'
}

/** `YYYY-MM-DD HH:MM:SS` (UTC) of a time in milliseconds. */
export function toSqlDateTime(at: number) {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ')
}

/** Milliseconds of a `DATETIME` value as either driver returns it (string or Date). */
export function fromSqlDateTime(value: string | Date): number
export function fromSqlDateTime(value: string | Date | null): number | null
export function fromSqlDateTime(value: string | Date | null) {
  if (value === null) return null
  if (value instanceof Date) return value.getTime()
  return Date.parse(`${value.replace(' ', 'T')}Z`)
}

/**
 * The `ON CONFLICT … DO UPDATE` / `ON DUPLICATE KEY UPDATE` assignment that adds the
 * inserted value to the stored one: `column = column + <inserted>`.
 */
export function addInserted(client: Client, table: string, column: string): Knex.Raw {
  const knex = client.getWriteClient()
  return isSqlite(client)
    ? knex.raw('??.?? + excluded.??', [table, column, column])
    : knex.raw('?? + VALUES(??)', [column, column])
}

/** Locks a row until the transaction ends (MySQL); SQLite runs one writer at a time anyway. */
export async function lockRow(trx: TransactionClientContract, table: string, id: number) {
  if (isSqlite(trx)) return
  await trx.from(table).where('id', id).forUpdate().select('id')
}

/**
 * Rows or values per statement of a bulk query. knex writes a multi-row insert on SQLite as
 * one compound SELECT, which SQLite caps at 500 terms, and every value is a bound variable;
 * a game API batch may name thousands of players, days or sessions (issue #23).
 */
export const SQL_CHUNK = 200

/** `items` in parts of at most `size`, for one statement each. */
export function inChunks<T>(items: T[], size = SQL_CHUNK): T[][] {
  const parts: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size))
  }
  return parts
}
