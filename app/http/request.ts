/*
| Small readings of the current request shared by middleware, controllers
| and the exception handler.
*/
import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { isSoonRoute, soonRoutePath } from '#domain/platform/soon_routes'
import { idempotencyKeyValidator } from '#validators/platform/idempotency_key'
import { appUrl } from '#config/app'
import { safeReturnPath } from '#domain/platform/return_path'
import { isLocale, localizedPath } from '#domain/platform/locales'
import { REGION_COOKIE, regionOfCountry, resolveRegion } from '#domain/platform/regions'
import { THEME_COOKIE, resolveTheme } from '#domain/accounts/themes'
import { LAUNCHER_MODE_COOKIE, LAUNCHER_MODE_FLAG, launcherModeOf } from '#domain/launcher/mode'

export function isApiRequest(ctx: HttpContext) {
  return ctx.request.url().startsWith('/api/')
}

/** spec §2 launcher mode: the launcher's header or user agent, or a browser's `?launcher=1`. */
export function isLauncherMode(ctx: HttpContext) {
  return launcherModeOf({
    header: ctx.request.header('x-launcher'),
    userAgent: ctx.request.header('user-agent'),
    flag: ctx.request.qs()[LAUNCHER_MODE_FLAG],
    cookie: ctx.request.plainCookie(LAUNCHER_MODE_COOKIE),
  })
}

/** Where launcher mode sends any other page: the launcher page, or its login for a guest. */
export function launcherLandingPath(ctx: HttpContext) {
  const name = ctx.auth?.user ? 'launcher.home.show' : 'launcher.sessions.create'
  const urlFor = router.urlBuilder.urlFor as RouteUrl
  return urlFor(name, { lang: ctx.i18n.locale })
}

type RouteUrl = (
  name: string,
  params: Record<string, string>,
  options?: { qs?: Record<string, string> }
) => string

/**
 * Site pages whose launcher twin a redirect leads to in launcher mode, so
 * the guard does not have to redirect once more (spec §2 launcher mode).
 */
const LAUNCHER_TWINS: Readonly<Record<string, string>> = {
  'accounts.sessions.create': 'launcher.sessions.create',
  'accounts.registrations.create': 'launcher.registrations.create',
  'accounts.password_resets.create': 'launcher.password_resets.create',
}

/**
 * A page URL by route name in the request's language (style §3: code never
 * spells a URL). A route on the soon list that no area registered yet
 * resolves to its declared spec path, so redirects to it work today. In
 * launcher mode the home page and the auth pages are the launcher's.
 */
export function routeUrl(
  ctx: HttpContext,
  requested: string,
  params: Record<string, string> = {},
  query?: Record<string, string>
) {
  const launcher = isLauncherMode(ctx)
  if (launcher && requested === 'platform.home.show') return launcherLandingPath(ctx)
  const name = (launcher && LAUNCHER_TWINS[requested]) || requested
  if (router.has(name)) {
    const urlFor = router.urlBuilder.urlFor as RouteUrl
    return urlFor(name, { lang: ctx.i18n.locale, ...params }, query ? { qs: query } : undefined)
  }
  if (isSoonRoute(name)) return localizedPath(ctx.i18n.locale, soonRoutePath(name, query))
  throw new Error(`Unknown route ${name}: register it or list it in soon_routes.ts`)
}

/**
 * Whether a browser says this request comes from a page of this very
 * origin: `Sec-Fetch-Site: same-origin`, or, from a browser without fetch
 * metadata, an `Origin` of this host or APP_URL. Neither header can be set
 * by another site's page.
 */
export function isSameOriginRequest(ctx: HttpContext) {
  const fetchSite = ctx.request.header('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = ctx.request.header('origin')
  return origin !== undefined && ownOrigins(ctx).includes(origin)
}

function ownOrigins(ctx: HttpContext) {
  return [`${ctx.request.protocol()}://${ctx.request.host()}`, new URL(appUrl).origin]
}

/**
 * Whether a browser sent this request from another site: `Sec-Fetch-Site`
 * when the browser sends it, else an `Origin` that is neither this host
 * nor APP_URL. A request with neither header comes from no web page.
 */
export function isCrossSiteRequest(ctx: HttpContext) {
  const fetchSite = ctx.request.header('sec-fetch-site')
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = ctx.request.header('origin')
  if (origin === undefined) return false
  return !ownOrigins(ctx).includes(origin)
}

/**
 * Where "go back" leads: the referring page of this site, else the home
 * page; in launcher mode always the launcher page, which is one redirect
 * where a referring site page would be two.
 */
export function backPath(ctx: HttpContext) {
  if (isLauncherMode(ctx)) return launcherLandingPath(ctx)
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
  return routeUrl(ctx, 'platform.home.show')
}

/** The login page (the launcher's in launcher mode) with a return path to the current page. */
export function loginRedirectPath(ctx: HttpContext) {
  const returnTo = ctx.request.method() === 'GET' ? safeReturnPath(ctx.request.url(true)) : null
  const login = routeUrl(
    ctx,
    isLauncherMode(ctx) ? 'launcher.sessions.create' : 'accounts.sessions.create'
  )
  return returnTo ? `${login}?return=${encodeURIComponent(returnTo)}` : login
}

/**
 * spec §4 region: the account's region, else the stored choice, else the
 * country a proxy detected (CF-IPCountry / X-Country-Code), else russia.
 */
/** The site theme (issue #25): the account's, else this browser's cookie, else the default. */
export function requestTheme(ctx: HttpContext) {
  return resolveTheme({
    account: ctx.auth?.user?.theme,
    stored: ctx.request.plainCookie(THEME_COOKIE, { encoded: false }),
  })
}

export function requestRegion(ctx: HttpContext) {
  const country = ctx.request.header('cf-ipcountry') ?? ctx.request.header('x-country-code')
  return resolveRegion({
    manager: ctx.auth?.user?.region,
    stored: ctx.request.plainCookie(REGION_COOKIE, { encoded: false }),
    detected: regionOfCountry(country),
  })
}

/**
 * The change's idempotency key (design api.md): the `Idempotency-Key`
 * header, or the `idempotencyKey` field a native form carries instead.
 */
export function idempotencyKeyOf(ctx: HttpContext): unknown {
  return ctx.request.header('idempotency-key') ?? ctx.request.input('idempotencyKey')
}

/** The request's Idempotency-Key, checked to be a UUID (400 otherwise); null when none was sent. */
export async function checkedIdempotencyKey(ctx: HttpContext): Promise<string | null> {
  const { idempotencyKey } = await ctx.request.validateUsing(idempotencyKeyValidator, {
    data: { idempotencyKey: idempotencyKeyOf(ctx) ?? null },
  })
  return idempotencyKey ?? null
}

/**
 * A page outside the language prefix (the OAuth entry routes) takes the
 * language of the page that linked to it from `?lang=`, when it is one.
 */
export function useQueryLocale(ctx: HttpContext) {
  const lang = ctx.request.qs().lang
  if (isLocale(lang)) ctx.i18n = i18nManager.locale(lang)
}
