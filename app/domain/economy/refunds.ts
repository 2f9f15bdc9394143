/*
| Refunds before a wipe (spec §4, §9 and the public offer): what a player
| spent on the wiped server comes back, except privileges bought more than
| 15 days before the wipe and items more than 14. Times in milliseconds.
*/

export type RefundTerms = { roleDays: number; itemDays: number }

export type RefundStatus = 'refundable' | 'too_old' | 'refunded'

const DAY_MS = 86_400_000

/** Whether a purchase made at `boughtAt` is refundable for a wipe at `wipeAt`. */
export function withinRefundTerms(
  kind: 'role' | 'ability',
  boughtAt: number,
  wipeAt: number,
  terms: RefundTerms
): boolean {
  const days = kind === 'role' ? terms.roleDays : terms.itemDays
  return boughtAt < wipeAt && wipeAt - boughtAt <= days * DAY_MS
}

/** How far back before a wipe the refund tab lists purchases: the longer of the two terms, +1 day. */
export function listingStart(wipeAt: number, terms: RefundTerms): number {
  return wipeAt - (Math.max(terms.roleDays, terms.itemDays) + 1) * DAY_MS
}
