import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isStateless } from '#middleware/session_middleware'

/** Guest pages: a CDN or browser may reuse them briefly and refresh in the background. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300'
export const PRIVATE_CACHE = 'private, no-store'

/**
 * Every Cache-Control header of dynamic answers (#8, #15). A page read by
 * a guest who holds no session and gets no cookie is public; an answer for
 * a logged-in player, or one that carries or sets session state, is
 * `no-store`, pages and API alike. Assets get theirs from the static server.
 */
export default class CacheControlMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    if (response.getHeader('Cache-Control') !== undefined) return
    const { session, auth } = ctx as Partial<HttpContext>
    const personal =
      !!auth?.user ||
      response.getHeader('set-cookie') !== undefined ||
      (session !== undefined && !isStateless(session))
    if (personal) {
      response.header('Cache-Control', PRIVATE_CACHE)
      return
    }
    const guestPage =
      session !== undefined &&
      ['GET', 'HEAD'].includes(request.method()) &&
      response.getStatus() === 200 &&
      !request.header('x-inertia')
    if (guestPage) {
      response.header('Cache-Control', PUBLIC_PAGE_CACHE)
      // The same URL answers a logged-in player differently.
      response.append('Vary', 'Cookie')
    }
  }
}
