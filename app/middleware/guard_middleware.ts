import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { backPath, isLauncherMode, launcherLandingPath, routeUrl } from '#http/request'
import {
  LAUNCHER_MODE_COOKIE,
  LAUNCHER_MODE_FLAG,
  LAUNCHER_MODE_MAX_AGE,
} from '#domain/launcher/mode'

/** Session key of a login that waits for its two-factor confirmation (spec §3). */
export const TWO_FACTOR_PENDING_KEY = 'two_factor_pending'

/**
 * Route name prefixes reachable in launcher mode: the launcher's pages,
 * logout and 2fa (spec §2), and the OAuth flow its login offers.
 */
const LAUNCHER_ROUTES = [
  'launcher.',
  'accounts.two_factor.',
  'accounts.logout.',
  'accounts.oauth_logins.',
  'accounts.oauth_callbacks.',
  'accounts.oauth_registrations.',
]
const LAUNCHER_PREFIX = 'launcher.'
const TWO_FACTOR_ROUTES = ['accounts.two_factor.', 'accounts.logout.']
const TWO_FACTOR_PREFIX = 'accounts.two_factor.'

const startsWithAny = (name: string, prefixes: string[]) => prefixes.some((p) => name.startsWith(p))

/** `?launcher=1` / `?launcher=0` in a browser: keep or drop the mode for the next pages. */
function rememberLauncherFlag({ request, response }: HttpContext) {
  const flag = request.qs()[LAUNCHER_MODE_FLAG]
  if (flag === '1') {
    response.plainCookie(LAUNCHER_MODE_COOKIE, '1', { maxAge: LAUNCHER_MODE_MAX_AGE })
  } else if (flag === '0') {
    response.clearCookie(LAUNCHER_MODE_COOKIE)
  }
}

/**
 * The page guards of spec §2 that apply to every page, in the spec's order:
 * launcher mode forces the launcher page (its login for a guest), a
 * pending 2FA confirmation forces the 2fa page, the 2fa page without one
 * goes back, and outside launcher mode the launcher's pages lead to the
 * start page. The per-route guards (guest, auth, permission) follow as
 * named middleware.
 */
export default class GuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const name = ctx.route?.name ?? ''
    rememberLauncherFlag(ctx)
    const launcher = isLauncherMode(ctx)

    if (launcher && !startsWithAny(name, LAUNCHER_ROUTES)) {
      return ctx.response.redirect(launcherLandingPath(ctx))
    }
    const pending = ctx.session?.has(TWO_FACTOR_PENDING_KEY) ?? false
    if (pending && !startsWithAny(name, TWO_FACTOR_ROUTES)) {
      return ctx.response.redirect(routeUrl(ctx, 'accounts.two_factor.create'))
    }
    if (!pending && name.startsWith(TWO_FACTOR_PREFIX)) {
      return ctx.response.redirect(backPath(ctx))
    }
    if (!launcher && name.startsWith(LAUNCHER_PREFIX)) {
      return ctx.response.redirect(routeUrl(ctx, 'content.start.show'))
    }

    return next()
  }
}
