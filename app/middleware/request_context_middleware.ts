import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { requestContext } from '#data/request_context'

/**
 * Runs the request inside its request id's context, so every log line of it carries the id,
 * and hands the id back (`X-Request-Id`) for a report to quote.
 */
export default class RequestContextMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const requestId = ctx.request.id()!
    ctx.response.header('X-Request-Id', requestId)
    return requestContext.run({ request_id: requestId }, next)
  }
}
