import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** Everything in public/ is named with an extension (assets, art, favicon). */
const FILE_PATH = /\.[\w-]+$/

/**
 * The static server, for paths that can name a file only: it looks every
 * path up on disk, and pages and API calls (no extension) are never there,
 * so they skip that lookup (#8).
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!FILE_PATH.test(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
