/*
| The wallet's vocabulary (spec §1 money): rubles in kopecks and site
| coins, and why a ledger row was written. Shared by the server and the
| pages (transaction history filters and labels).
*/

export const CURRENCIES = ['rub', 'coins'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Why a ledger row exists; each has a translated label `economy.transactions.reasons.<reason>`. */
export const LEDGER_REASONS = [
  'top_up',
  'top_up_bonus',
  'transfer_out',
  'transfer_in',
  'adjustment',
  'unban',
  'store_purchase',
  'daily_bonus',
  'referral_reward',
  'refund',
] as const
export type LedgerReason = (typeof LEDGER_REASONS)[number]

/** What a ledger row points at, for the history's links. */
export const REFERENCE_TYPES = [
  'payment',
  'transfer',
  'adjustment',
  'ban',
  'store_purchase',
  'bonus_claim',
  'referral',
  'wipe_refund',
] as const
export type ReferenceType = (typeof REFERENCE_TYPES)[number]

export const HISTORY_PER_PAGE = 20
export const HISTORY_MAX_PER_PAGE = 100

/**
 * Wallet values stay far below 2^53 (JavaScript's exact integers), so a
 * BIGINT never loses a kopeck on its way through JSON: 10^13 kopecks is
 * 100 billion rubles.
 */
export const MAX_WALLET_VALUE = 10_000_000_000_000

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** A page number from a query string: 1 unless a positive whole number. */
export function pageNumber(value: unknown): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The history page's query (`?currency=&page=`), forgiving: anything unknown is dropped. */
export function historyQuery(query: Record<string, unknown>) {
  return {
    currency: isCurrency(query.currency) ? query.currency : null,
    page: pageNumber(query.page),
  }
}
