import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { metrics } from '#data/metrics'

/** Counts and times every answer by route name (`/metrics`); an unrouted request is `unmatched`. */
export default class RequestMetricsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const started = performance.now()
    ctx.response.response.once('finish', () => {
      const route = ctx.route?.name ?? ctx.route?.pattern ?? 'unmatched'
      const method = ctx.request.method()
      metrics.requests.inc({ route, method, status: String(ctx.response.response.statusCode) })
      metrics.requestSeconds.observe({ route, method }, (performance.now() - started) / 1000)
    })
    return next()
  }
}
