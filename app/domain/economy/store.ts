/*
| The store's arithmetic (spec §3 Role, §4 role purchase, §9): periods,
| extend, stack, move between servers and discounts. Pure, so the server,
| the pages and the property tests share it. Times are milliseconds since
| the epoch (UTC); `null` as an expiry means "forever".
*/

export const ROLE_PERIODS = ['month', 'quarter', 'forever'] as const
export type RolePeriod = (typeof ROLE_PERIODS)[number]

/** What to do when the role is already active on that server (spec §4). */
export const PURCHASE_MODES = ['extend', 'stack'] as const
export type PurchaseMode = (typeof PURCHASE_MODES)[number]

/** spec §9: a role's month is 31 days. */
export const MONTH_DAYS = 31
export const DAY_MS = 86_400_000
export const MONTH_MS = MONTH_DAYS * DAY_MS

/** A role's discount on the store while it is active: whole percent, at most this. */
export const MAX_DISCOUNT_PERCENT = 90

/** A moved role keeps at least this much time, so a move never leaves a role that ends at once. */
export const MIN_MOVED_MS = 60_000

/** …and at most ten years (a move to a far cheaper server), far inside exact integers. */
export const MAX_MOVED_MS = 3653 * DAY_MS

/** Prices of one role on one server, kopecks; a period it is not sold for is null. */
export type RolePrices = { month: number; quarter: number | null; forever: number | null }

export function isRolePeriod(value: unknown): value is RolePeriod {
  return typeof value === 'string' && (ROLE_PERIODS as readonly string[]).includes(value)
}

/** The price of a period, or null when the role is not sold for it. */
export function periodPrice(prices: RolePrices, period: RolePeriod): number | null {
  return prices[period]
}

/** Adds calendar months in UTC; a day past the target month's end becomes its last day (Nov 30 + 3 → Feb 28/29). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds()
  )
}

/** When a period started at `from` ends: 31 days, 3 calendar months, or never (null). */
export function periodEnd(from: number, period: RolePeriod): number | null {
  if (period === 'forever') return null
  if (period === 'month') return from + MONTH_MS
  return addMonths(from, 3)
}

/**
 * The expiry after extending (spec §4 extend): the period is added to the
 * current expiry, or to now when that has passed; forever stays forever and
 * buying forever makes it forever.
 */
export function extendedExpiry(
  expiresAt: number | null,
  now: number,
  period: RolePeriod
): number | null {
  if (expiresAt === null) return null
  return periodEnd(Math.max(expiresAt, now), period)
}

/** A stacked purchase is a second grant of its own, running from now (spec §4 stack). */
export function stackedExpiry(now: number, period: RolePeriod): number | null {
  return periodEnd(now, period)
}

/** The best discount among the player's active roles (0 without any), capped. */
export function bestDiscount(percents: readonly number[]): number {
  const best = Math.max(0, ...percents)
  return Math.min(MAX_DISCOUNT_PERCENT, Math.floor(best))
}

/** The price after a whole-percent discount, in whole kopecks; the player never pays a fraction more. */
export function discountedPrice(price: number, percent: number): number {
  const kept = 100 - Math.min(MAX_DISCOUNT_PERCENT, Math.max(0, Math.floor(percent)))
  // price × kept is an exact integer, so the division is exact whenever the result is whole.
  return Math.ceil((price * kept) / 100)
}

export type RoleTransferQuote =
  | { ok: true; expiresAt: number | null; remainingMs: number | null }
  | { ok: false; reason: 'expired' | 'forever_costlier' }

/**
 * Moving an active role to another server (spec §3 transfer): the time left
 * is worth the same money there, so it is scaled by the two servers' month
 * prices (a dearer server gets less time). A forever role stays forever
 * when the target's forever price is not higher.
 */
export function roleTransferQuote(input: {
  now: number
  expiresAt: number | null
  source: RolePrices
  target: RolePrices
}): RoleTransferQuote {
  if (input.expiresAt === null) {
    const from = input.source.forever ?? Number.POSITIVE_INFINITY
    const to = input.target.forever
    if (to === null || to > from) return { ok: false, reason: 'forever_costlier' }
    return { ok: true, expiresAt: null, remainingMs: null }
  }
  const remaining = input.expiresAt - input.now
  if (remaining <= 0) return { ok: false, reason: 'expired' }
  // BigInt: months of milliseconds times prices in kopecks pass 2^53.
  const scaled =
    (BigInt(Math.floor(remaining)) * BigInt(input.source.month)) / BigInt(input.target.month)
  const capped = scaled > BigInt(MAX_MOVED_MS) ? MAX_MOVED_MS : Number(scaled)
  const moved = Math.max(MIN_MOVED_MS, capped)
  return { ok: true, expiresAt: input.now + moved, remainingMs: moved }
}

/** Whole days left until `expiresAt`, rounded up (a role ending in 2 hours has 1 day left). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / DAY_MS))
}

/** A command template of the catalogue with `{nickname}`, `{group}`, `{seconds}`… filled. */
export function renderCommand(template: string, values: Readonly<Record<string, string>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole
  )
}

export const CLAIM_UNITS = ['hours', 'days'] as const
export type ClaimUnit = (typeof CLAIM_UNITS)[number]
