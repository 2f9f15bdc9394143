import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { sendCompressed } from '#http/compressed_bytes'
import { PUBLIC_PAGE_CACHE } from '#middleware/cache_control_middleware'
import { cachedFirstVisitPage, HTML } from '#middleware/page_cache_middleware'

/**
 * Sends a first visit its cached guest page before the router and the web
 * stack run (#8, docs/decisions.md "Finished pages as bytes"): the last
 * server middleware, after language, region and Inertia are known. Any
 * other request, or a page not in the cache, goes on as before.
 */
export default class FirstVisitPageMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const page = cachedFirstVisitPage(ctx)
    if (!page) return next()
    ctx.response.header('Cache-Control', PUBLIC_PAGE_CACHE)
    // The same URL answers a logged-in player differently.
    ctx.response.append('Vary', 'Cookie')
    sendCompressed(ctx, page, HTML)
  }
}
