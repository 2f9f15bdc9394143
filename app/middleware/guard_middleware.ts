import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { backPath, isLauncherMode, routeUrl } from '#http/request'

/** Session key of a login that waits for its two-factor confirmation (spec §3). */
export const TWO_FACTOR_PENDING_KEY = 'two_factor_pending'

/** Route name prefixes reachable in launcher mode and while a 2FA confirmation is pending. */
const LAUNCHER_ROUTES = ['launcher.', 'accounts.two_factor.', 'accounts.logout.']
const TWO_FACTOR_ROUTES = ['accounts.two_factor.', 'accounts.logout.']
const TWO_FACTOR_PREFIX = 'accounts.two_factor.'

const startsWithAny = (name: string, prefixes: string[]) => prefixes.some((p) => name.startsWith(p))

/**
 * The page guards of spec §2 that apply to every page, in the spec's order:
 * launcher mode forces the launcher page, a pending 2FA confirmation forces
 * the 2fa page, and the 2fa page without one goes back. The per-route
 * guards (guest, auth, permission) follow as named middleware.
 */
export default class GuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const name = ctx.route?.name ?? ''

    if (isLauncherMode(ctx) && !startsWithAny(name, LAUNCHER_ROUTES)) {
      return ctx.response.redirect(routeUrl(ctx, 'launcher.home.show'))
    }

    const pending = ctx.session?.has(TWO_FACTOR_PENDING_KEY) ?? false
    if (pending && !startsWithAny(name, TWO_FACTOR_ROUTES)) {
      return ctx.response.redirect(routeUrl(ctx, 'accounts.two_factor.create'))
    }
    if (!pending && name.startsWith(TWO_FACTOR_PREFIX)) {
      return ctx.response.redirect(backPath(ctx))
    }

    return next()
  }
}
