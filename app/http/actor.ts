/*
| The request's actor (`#data/actor`), built with one call instead of each
| controller reading the IP, user agent and token session.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { Actor, PlayerActor } from '#data/actor'
import { REFERRAL_COOKIE } from '#domain/platform/legacy_redirects'

export function actorOf(ctx: HttpContext): Actor {
  return {
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
    session: ctx.auth.use('web').session ?? null,
    locale: ctx.i18n.locale,
    referralCode: ctx.request.plainCookie(REFERRAL_COOKIE, { encoded: false }) ?? null,
  }
}

/** Fails like `auth.getUserOrFail()` when nobody is logged in. */
export function playerOf(ctx: HttpContext): PlayerActor {
  return { ...actorOf(ctx), user: ctx.auth.getUserOrFail() }
}
