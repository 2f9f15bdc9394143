import { LRUCache } from 'lru-cache'

type Preparing = { prepare: (sql: string) => unknown }

/**
 * Keeps a better-sqlite3 connection's prepared statements by their SQL text:
 * knex prepares every query afresh, about 7 % of a logged-in page's CPU (#29).
 * The driver allows reuse: `all()` and `run()` finish before they return, so a
 * statement never runs twice at once, and SQLite recompiles a statement by
 * itself when a migration changes the schema. Bounded, as queries built with
 * `whereIn` lists differ in their SQL.
 */
export function cacheStatements(connection: Preparing, max = 500) {
  const prepare = connection.prepare.bind(connection)
  const statements = new LRUCache<string, object>({ max })
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = prepare(sql) as object
      statements.set(sql, statement)
    }
    return statement
  }
}
