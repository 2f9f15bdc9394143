import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { fullPageRequest, pageKey } from '#http/page_keys'
import { isStateless } from '#middleware/session_middleware'
import { compressOnce, sendCompressed } from '#http/compressed_bytes'
import PageCacheService from '#services/platform/page_cache_service'

/*
| Which requests share a finished page (the pages are kept by
| PageCacheService). A page is stored only from a visitor without session,
| player or cookie set on the answer, and served only to a guest whose
| session holds nothing but a CSRF secret and no flash, so no visitor ever
| gets another visitor's page.
*/

const SESSION_KEYS_OF_A_GUEST = new Set(['csrf-secret'])

/**
 * The cache key, or null when this request must be rendered for its
 * visitor alone.
 */
function cacheKey(ctx: HttpContext) {
  const { session } = ctx
  if (!fullPageRequest(ctx) || ctx.auth.user) return null
  if (!session.flashMessages.isEmpty) return null
  if (Object.keys(session.all()).some((key) => !SESSION_KEYS_OF_A_GUEST.has(key))) return null
  return pageKey(ctx)
}

/**
 * A first visit's page, if cached: a request with no cookie and no
 * credentials has no session, player, flash or pending 2FA, so the web
 * stack (session, CSRF, auth, guards, redirects) has nothing to decide for
 * it and the cached guest page is its answer (#8). Used by
 * `first_visit_page_middleware.ts` before the router; null otherwise.
 */
export function cachedFirstVisitPage(ctx: HttpContext) {
  const { request } = ctx
  if (request.header('cookie') || request.header('authorization')) return null
  if (!fullPageRequest(ctx)) return null
  return new PageCacheService().cached(pageKey(ctx))
}

/** A render this cache may keep: a 200 page for a visitor who left no trace. */
function storable(ctx: HttpContext, body: unknown): body is string {
  const { response, session } = ctx
  return (
    typeof body === 'string' &&
    response.getStatus() === 200 &&
    isStateless(session) &&
    !ctx.auth.user &&
    response.getHeader('set-cookie') === undefined &&
    body.startsWith('<!DOCTYPE html>')
  )
}

export const HTML = 'text/html; charset=utf-8'

/**
 * The page byte cache (#8, docs/decisions.md): the last middleware of the
 * web stack, so redirects, guards and the session already ran; a hit
 * skips the controller, the props, React, Edge and compression.
 */
@inject()
export default class PageCacheMiddleware {
  constructor(private pages: PageCacheService) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const key = cacheKey(ctx)
    if (!key) return next()
    const cached = await this.pages.ready(key)
    if (cached) return sendCompressed(ctx, cached, HTML)

    const page = await this.pages.render(key, async () => {
      await next()
      const body = ctx.response.getBody()
      return storable(ctx, body) ? compressOnce(body) : null
    })
    if (page) sendCompressed(ctx, page, HTML)
  }
}
