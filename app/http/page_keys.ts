import type { HttpContext } from '@adonisjs/core/http'
import { isLauncherMode, requestRegion, requestTheme } from '#http/request'

/**
 * What a kept page's markup depends on besides its props (#8, #29): the
 * asset version retires every page of a previous build, the URL names the
 * route, hence the page component. Guest pages and players' shells are
 * keyed by it.
 */
export function pageKey(ctx: HttpContext) {
  const { request } = ctx
  return [
    ctx.inertia.getVersion(),
    request.host(),
    ctx.i18n.locale,
    requestRegion(ctx),
    requestTheme(ctx),
    request.url(true),
  ].join('\n')
}

/** A full page load (not an Inertia visit) outside the launcher: what a kept page may answer. */
export function fullPageRequest(ctx: HttpContext) {
  const { request } = ctx
  return (
    ['GET', 'HEAD'].includes(request.method()) &&
    !request.header('x-inertia') &&
    !isLauncherMode(ctx)
  )
}
