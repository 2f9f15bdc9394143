import testUtils from '@adonisjs/core/services/test_utils'
import type { BrowserContext } from 'playwright'
import { baseURL } from '#tests/support/browser'

/**
 * Browser journeys run against the in-process server with real commits, so
 * they truncate instead of wrapping a transaction (style §5). The caches
 * that would otherwise outlive the rows are cleared before every test by
 * tests/bootstrap.ts.
 */
export async function freshDatabase() {
  return testUtils.db().truncate()
}

/** Logs a browser in as a session: the site's own access_id / access_token cookies. */
export async function logInBrowser(
  context: BrowserContext,
  credentials: { accessId: string; accessToken: string }
) {
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}
