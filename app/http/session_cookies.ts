/*
| The web's login cookies (architecture brief, Auth; spec §9): access_id and
| access_token, plain (the launcher webview and the guard read them as
| sent), 1 year, SameSite=Lax, path /, HttpOnly, Secure in production.
*/
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { ACCESS_COOKIES } from '#guards/access_token_guard'
import type { SessionCredentials } from '#services/accounts/session_token_service'

/** Attributes a cookie is set and cleared with (clearing must match them). */
const ATTRIBUTES = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: app.inProduction,
} as const

const SET_OPTIONS = { ...ATTRIBUTES, maxAge: '365 days', encode: false } as const

/**
 * A fresh framework session id (values kept) whenever the login changes, so
 * an id planted before the login is worthless after it (session fixation).
 * The API has no framework session.
 */
function renewSessionId(ctx: HttpContext) {
  if (ctx.session) ctx.session.regenerate()
}

/** Logs the browser in: the session's access id and token as cookies. */
export function setSessionCookies(ctx: HttpContext, credentials: SessionCredentials) {
  renewSessionId(ctx)
  ctx.response.plainCookie(ACCESS_COOKIES.id, credentials.accessId, SET_OPTIONS)
  ctx.response.plainCookie(ACCESS_COOKIES.token, credentials.accessToken, SET_OPTIONS)
}

/** Logs the browser out: both cookies expire now. */
export function clearSessionCookies(ctx: HttpContext) {
  renewSessionId(ctx)
  ctx.response.clearCookie(ACCESS_COOKIES.id, ATTRIBUTES)
  ctx.response.clearCookie(ACCESS_COOKIES.token, ATTRIBUTES)
}

/** True when the request carries login cookies (live or stale). */
export function hasSessionCookies(ctx: HttpContext) {
  return (
    ctx.request.plainCookie(ACCESS_COOKIES.id, { encoded: false }) !== undefined ||
    ctx.request.plainCookie(ACCESS_COOKIES.token, { encoded: false }) !== undefined
  )
}
