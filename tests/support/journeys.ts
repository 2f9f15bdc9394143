import testUtils from '@adonisjs/core/services/test_utils'
import AppStateService from '#services/platform/app_state_service'
import RedirectRuleService from '#services/platform/redirect_rule_service'

/**
 * Browser journeys run against the in-process server with real commits, so
 * they truncate instead of wrapping a transaction (style §5) and drop the
 * per-process caches that would otherwise outlive the rows.
 */
export async function freshDatabase() {
  const cleanup = await testUtils.db().truncate()
  new AppStateService().forget()
  await new RedirectRuleService().refresh()
  return async () => {
    await cleanup()
    new AppStateService().forget()
  }
}
