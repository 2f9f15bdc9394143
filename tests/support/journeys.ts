import type { BrowserContext } from 'playwright'
import { baseURL } from '#tests/support/browser'

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
