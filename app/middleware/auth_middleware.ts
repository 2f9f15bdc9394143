import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Protected routes need a logged-in player. The exception handler sends
 * pages to login with a return path and answers 401 on the API.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticate()
    return next()
  }
}
