import testUtils from '@adonisjs/core/services/test_utils'

/**
 * Per-test isolation: a global transaction rolled back afterwards. The
 * caches (app state, redirect rules, finished pages) are cleared before every test by
 * tests/bootstrap.ts, so no test sees another test's rows through them.
 * Use as `group.each.setup(isolateDatabase)`.
 */
export async function isolateDatabase() {
  return testUtils.db().withGlobalTransaction()
}
