/*
| Who acts in a request, as services take it (style §2: services receive a
| typed input, never the request). Controllers build it with one call
| instead of reading the IP, user agent and token session each time.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type UserSession from '#models/user_session'

export type Actor = {
  ip: string
  userAgent: string | null
  /** The token session the request came with; null for a guest. */
  session: UserSession | null
  /** The request's language: bot messages about this request are written in it. */
  locale?: string
}

/** The actor of a request that requires a logged-in player. */
export type PlayerActor = Actor & { user: User }

export function actorOf(ctx: HttpContext): Actor {
  return {
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
    session: ctx.auth.use('web').session ?? null,
    locale: ctx.i18n.locale,
  }
}

/** Fails like `auth.getUserOrFail()` when nobody is logged in. */
export function playerOf(ctx: HttpContext): PlayerActor {
  return { ...actorOf(ctx), user: ctx.auth.getUserOrFail() }
}
