import testUtils from '@adonisjs/core/services/test_utils'
import AppStateService from '#services/platform/app_state_service'
import RedirectRuleService from '#services/platform/redirect_rule_service'

/**
 * Per-test isolation: a global transaction rolled back afterwards, and the
 * per-process caches (servers and player count for 60 s, redirect rules
 * for 30 s) dropped on both sides so no test sees another test's rows.
 * Use as `group.each.setup(isolateDatabase)`.
 */
export async function isolateDatabase() {
  const rollback = await testUtils.db().withGlobalTransaction()
  new AppStateService().forget()
  await new RedirectRuleService().refresh()
  return async () => {
    await rollback()
    new AppStateService().forget()
    await new RedirectRuleService().refresh()
  }
}
