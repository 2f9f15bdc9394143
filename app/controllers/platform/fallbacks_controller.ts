import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import { fixedRedirectTarget } from '#domain/platform/legacy_redirects'
import { localeOfPath } from '#domain/platform/locales'
import { isLauncherMode, launcherLandingPath, routeUrl } from '#http/request'

/**
 * Every path no route claims: a fixed legacy path of the old site, with or
 * without a language prefix, redirects (301, spec §2); anything else is the
 * 404 page (or the §8 404 body under /api). The launcher's header or
 * user agent (or `?launcher=1`) makes it a 302 to the launcher page.
 */
export default class FallbacksController {
  async show(ctx: HttpContext) {
    const { request, response } = ctx
    const path = request.url()
    const prefixed = localeOfPath(path)
    const target = fixedRedirectTarget(prefixed ? path.slice(prefixed.length + 1) || '/' : path)
    if (target && request.method() === 'GET') {
      response.header('Vary', 'Cookie, Accept-Language')
      // spec §2: in launcher mode every page leads to the launcher page, in one step.
      if (isLauncherMode(ctx)) return response.redirect(launcherLandingPath(ctx))
      return response.redirect(routeUrl(ctx, target.route, {}, target.query), false, 301)
    }
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), path])
  }
}
