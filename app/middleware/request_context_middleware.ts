import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { requestContext } from '#data/request_context'

/** Runs the request inside its request id's context, so every log line of it carries the id. */
export default class RequestContextMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return requestContext.run({ request_id: ctx.request.id()! }, next)
  }
}
