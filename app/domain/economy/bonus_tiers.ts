/*
| Top-up bonus (spec §9: up to +50 % by amount). Tiers come from
| config/payments.ts; these pure functions pick the tier and its bonus.
*/

/** From `from` kopecks (inclusive) a top-up gets `percent` % on top. */
export type BonusTier = { from: number; percent: number }

/** spec §9: never more than +50 %. */
export const MAX_BONUS_PERCENT = 50

/** The tiers sorted by threshold, refusing a tier above the spec's cap or a broken row. */
export function normalizeTiers(tiers: readonly BonusTier[]): BonusTier[] {
  for (const tier of tiers) {
    if (!Number.isInteger(tier.from) || tier.from < 0) {
      throw new Error(`Bonus tier threshold must be whole kopecks: ${tier.from}`)
    }
    if (!Number.isInteger(tier.percent) || tier.percent < 0 || tier.percent > MAX_BONUS_PERCENT) {
      throw new Error(`Bonus tier percent must be 0–${MAX_BONUS_PERCENT}: ${tier.percent}`)
    }
  }
  return [...tiers].sort((a, b) => a.from - b.from)
}

/** The percent for an amount: the highest tier whose threshold it reaches, else 0. */
export function bonusPercent(amount: number, tiers: readonly BonusTier[]): number {
  let percent = 0
  for (const tier of tiers) if (amount >= tier.from) percent = tier.percent
  return percent
}

/** The bonus in kopecks, rounded down: a kopeck is never invented. */
export function bonusFor(amount: number, tiers: readonly BonusTier[]): number {
  return Math.floor((amount * bonusPercent(amount, tiers)) / 100)
}
