import db from '@adonisjs/lucid/services/db'

/**
 * Runs the group on a pool of one connection that gives up waiting after `timeoutMs`:
 * a query that runs beside its own transaction instead of in it (a missing
 * `{ client: trx }`) then waits for the connection its transaction holds, and the test
 * fails with knex's "Timeout acquiring a connection" instead of passing on a larger pool.
 * SQLite's pool is always one connection, so there the bug froze the site (issue #23).
 * Use as `group.setup(onePooledConnection)` with `freshDatabase` per test: a global
 * transaction would carry every query and hide the class.
 */
export async function onePooledConnection(timeoutMs = 3000) {
  const name = db.primaryConnectionName
  const original = db.manager.get(name)!.config
  db.manager.patch(name, {
    ...original,
    pool: { ...original.pool, min: 0, max: 1, acquireTimeoutMillis: timeoutMs },
  })
  db.manager.connect(name)
  return async () => {
    db.manager.patch(name, original)
    db.manager.connect(name)
  }
}
