/*
| Buying out a ban (spec §2 unban purchase, §4 ban states, §7 `POST ban/unban`):
| the ban's standing at a moment and the price of its remaining time. Pure, so
| the server and the pages compute the same thing.
*/

export const DAY_MS = 86_400_000

/** The rate and bounds of the price, all in kopecks (config/unban.ts). */
export type UnbanPricing = {
  /** Price of one day of the remaining ban. */
  perDay: number
  /** No unban costs less, however little time is left. */
  minimum: number
  /** No unban costs more: a ban of years is not priced like a house. */
  maximum: number
}

/** spec §4: temporary (can be bought out), permanent, ended by its own time, unbanned. */
export type BanStanding = 'temporary' | 'permanent' | 'ended' | 'unbanned'

/** The times of a ban as milliseconds; `endsAt` null is permanent, `liftedAt` set is unbanned. */
export type BanTimes = { endsAt: number | null; liftedAt: number | null }

export function banStanding(ban: BanTimes, now: number): BanStanding {
  if (ban.liftedAt !== null) return 'unbanned'
  if (ban.endsAt === null) return 'permanent'
  return ban.endsAt > now ? 'temporary' : 'ended'
}

/**
 * The price of the remaining time, in kopecks: `perDay` for each day left
 * (a part of a day costs its part), rounded up to a whole ruble, then held
 * within `minimum` … `maximum`. Rounding up never charges less than the rate;
 * the price only falls as the ban runs, so a player who saw a price never
 * pays more for the same ban.
 */
export function unbanPrice(remainingMs: number, pricing: UnbanPricing): number {
  // Whole milliseconds times kopecks per day can pass 2^53: counted exactly in BigInt.
  const numerator = BigInt(Math.max(0, Math.ceil(remainingMs))) * BigInt(pricing.perDay)
  const perRuble = BigInt(DAY_MS * 100)
  const rubles = (numerator + perRuble - BigInt(1)) / perRuble
  const capped = rubles > BigInt(pricing.maximum) ? pricing.maximum : Number(rubles) * 100
  return Math.min(pricing.maximum, Math.max(pricing.minimum, capped))
}

/** The price of a ban now, or null when it cannot be bought out (not temporary). */
export function priceOfBan(ban: BanTimes, now: number, pricing: UnbanPricing): number | null {
  if (banStanding(ban, now) !== 'temporary') return null
  return unbanPrice(ban.endsAt! - now, pricing)
}
