/*
| Who acts in a request, as services take it (style §2: services receive a
| typed input, never the request). Controllers build it with `actorOf` /
| `playerOf` (`#http/actor`).
*/
import type User from '#models/user'
import type UserSession from '#models/user_session'

export type Actor = {
  ip: string
  userAgent: string | null
  /** The token session the request came with; null for a guest. */
  session: UserSession | null
  /** The request's language: bot messages about this request are written in it. */
  locale?: string
  /** The referral code the visitor's browser keeps from `/r/{code}`: a registration binds it. */
  referralCode?: string | null
}

/** The actor of a request that requires a logged-in player. */
export type PlayerActor = Actor & { user: User }
