import type { BrowserContext } from 'playwright'
import type User from '#models/user'
import SessionTokenService from '#services/accounts/session_token_service'
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

/** Logs the browser in as `user` on a fresh site session, in English. */
export async function logInEnglish(context: BrowserContext, user: User, ip: string) {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
  await logInBrowser(
    context,
    await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Firefox 140',
      system: 'Linux',
      ip,
    })
  )
}
