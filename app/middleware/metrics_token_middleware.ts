import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import MetricsTokenInvalidException from '#exceptions/metrics_token_invalid_exception'

const BEARER = /^Bearer\s+(\S+)\s*$/i

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}

/** `/metrics` only for `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN, for nobody. */
export default class MetricsTokenMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const expected = env.get('METRICS_TOKEN')
    const given = BEARER.exec(ctx.request.header('authorization') ?? '')?.[1]
    if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) {
      throw new MetricsTokenInvalidException()
    }
    return next()
  }
}
