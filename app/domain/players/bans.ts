/*
| The ban list (spec §2 /banlist, §3 ban entry, §4 ban states, §7 `ban/list`).
*/

/**
 * spec §4: temporary (counting down), permanent, unbanned (lifted by staff); a temporary ban
 * whose end has passed is expired.
 */
export const BAN_STATUSES = ['temporary', 'permanent', 'expired', 'unbanned'] as const
export type BanStatus = (typeof BAN_STATUSES)[number]

export const BANS_PER_PAGE = 25
export const BANS_MAX_PER_PAGE = 100

/** A ban's state at `now` (ms): a lift wins, then no end is permanent, then the end decides. */
export function banStatus(
  ban: { endsAt: number | null; liftedAt: number | null },
  now: number
): BanStatus {
  if (ban.liftedAt !== null) return 'unbanned'
  if (ban.endsAt === null) return 'permanent'
  return ban.endsAt > now ? 'temporary' : 'expired'
}
