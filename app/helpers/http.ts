/*
| Small readings of the current request shared by middleware, controllers
| and the exception handler.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { safeReturnPath } from '#domain/platform/return_path'
import { localizedPath } from '#domain/platform/locales'
import { REGION_COOKIE, regionOfCountry, resolveRegion } from '#domain/platform/regions'

/** The launcher's webview announces itself in its user agent or with a header. */
const LAUNCHER_USER_AGENT = /\bTechnoMagicLauncher\//

export function isApiRequest(ctx: HttpContext) {
  return ctx.request.url().startsWith('/api/')
}

export function isLauncherMode(ctx: HttpContext) {
  return (
    ctx.request.header('x-launcher') === '1' ||
    LAUNCHER_USER_AGENT.test(ctx.request.header('user-agent') ?? '')
  )
}

/** A page path in the request's language: `/cabinet` → `/en/cabinet`. */
export function localePath(ctx: HttpContext, path: string) {
  return localizedPath(ctx.i18n.locale, path)
}

/** Where "go back" leads: the referring page of this site, else the home page. */
export function backPath(ctx: HttpContext) {
  const referer = ctx.request.header('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.host === ctx.request.host()) {
        const path = safeReturnPath(`${url.pathname}${url.search}`)
        if (path && path !== ctx.request.url(true)) return path
      }
    } catch {}
  }
  return localePath(ctx, '')
}

/** The login page with a return path to the current page (same-origin paths only). */
export function loginRedirectPath(ctx: HttpContext) {
  const returnTo = ctx.request.method() === 'GET' ? safeReturnPath(ctx.request.url(true)) : null
  const login = localePath(ctx, '/login')
  return returnTo ? `${login}?return=${encodeURIComponent(returnTo)}` : login
}

/**
 * spec §4 region: the account's region, else the stored choice, else the
 * country a proxy detected (CF-IPCountry / X-Country-Code), else russia.
 */
export function requestRegion(ctx: HttpContext) {
  const country = ctx.request.header('cf-ipcountry') ?? ctx.request.header('x-country-code')
  return resolveRegion({
    manager: ctx.auth?.user?.region,
    stored: ctx.request.plainCookie(REGION_COOKIE, { encoded: false }),
    detected: regionOfCountry(country),
  })
}
