import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'

/**
 * Per-test isolation: a global transaction rolled back afterwards. The
 * caches (app state, redirect rules, finished pages) are cleared before every test by
 * tests/bootstrap.ts, so no test sees another test's rows through them.
 * Use as `group.each.setup(isolateDatabase)`.
 */
export async function isolateDatabase() {
  return testUtils.db().withGlobalTransaction()
}

/**
 * Migrates once for the run and rolls back at its end, without Lucid's advisory lock: on
 * MariaDB that lock is one name for the whole server (another run's migrations collide with
 * ours) and the pool may release it from a connection that does not hold it.
 */
export async function migrateDatabase() {
  await runAce('migration:run', ['--compact-output', '--no-schema-generate', '--disable-locks'])
  return () =>
    runAce('migration:reset', ['--compact-output', '--no-schema-generate', '--disable-locks'])
}

async function runAce(name: string, args: string[]) {
  const ace = await app.container.make('ace')
  const command = await ace.exec(name, args)
  if (command.exitCode) throw command.error ?? new Error(`"${name}" failed`)
}

const KEPT_TABLES = new Set(['adonis_schema', 'adonis_schema_versions'])
let tableNames: string[] | undefined

/**
 * Per-test isolation for tests whose rows must really commit (races, spawned
 * processes, browser journeys): the tables are emptied after the test. Unlike
 * Lucid's `testUtils.db().truncate()` it runs no `migration:run` per test (the
 * runner migrated once), so it takes no MariaDB advisory lock, which the pool
 * may try to release from another connection; and it truncates only the tables
 * that hold rows, since a TRUNCATE on MariaDB costs a table rebuild.
 * Use as `group.each.setup(freshDatabase)`.
 */
export async function freshDatabase() {
  return emptyTables
}

async function emptyTables() {
  const connection = db.connection()
  const allTables = tableNames ?? (await connection.getAllTables())
  tableNames = allTables.filter((name) => !KEPT_TABLES.has(name))
  const probe = tableNames
    .map((name) => `SELECT '${name}' AS name, EXISTS (SELECT 1 FROM \`${name}\`) AS filled`)
    .join(' UNION ALL ')
  const mysql = connection.dialect.name === 'mysql'
  const result = await connection.rawQuery(probe)
  const rows: Array<{ name: string; filled: number }> = mysql ? result[0] : result
  const filled = rows.filter((row) => Number(row.filled) === 1).map((row) => row.name)
  if (filled.length === 0) return

  // Mirrors Lucid's truncateAllTables per dialect, on the filled tables only.
  const knex = connection.getWriteClient()
  if (mysql) {
    await knex.transaction(async (trx) => {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 0')
      for (const name of filled) await trx.table(name).truncate()
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1')
    })
    return
  }
  await knex.raw('PRAGMA foreign_keys = OFF')
  try {
    for (const name of filled) await knex.table(name).truncate()
  } finally {
    await knex.raw('PRAGMA foreign_keys = ON')
  }
}
