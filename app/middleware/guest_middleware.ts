import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { backPath } from '#http/request'

/** Auth pages (login, register…) are for guests: a logged-in player goes back (spec §2). */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.user) return ctx.response.redirect(backPath(ctx))
    return next()
  }
}
