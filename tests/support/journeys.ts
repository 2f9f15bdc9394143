import testUtils from '@adonisjs/core/services/test_utils'

/**
 * Browser journeys run against the in-process server with real commits, so
 * they truncate instead of wrapping a transaction (style §5). The caches
 * that would otherwise outlive the rows are cleared before every test by
 * tests/bootstrap.ts.
 */
export async function freshDatabase() {
  return testUtils.db().truncate()
}
