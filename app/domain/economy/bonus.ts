/*
| The daily bonus (spec §4, §9): three setup steps checked through VK, then
| one claim of 40–50 coins per bonus day. A bonus day is a UTC calendar day
| (docs/decisions.md "Daily bonus"). Shared by the server and the pages.
*/

export const BONUS_STEPS = ['linked', 'member', 'messages'] as const
export type BonusStep = (typeof BONUS_STEPS)[number]

export type BonusStepState = Record<BonusStep, boolean>

const DAY_MS = 86_400_000

/** The bonus day of a moment: its UTC date, `2026-11-28`. */
export function bonusDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10)
}

/** When the next bonus day starts (the next UTC midnight), in milliseconds. */
export function nextBonusAt(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS + DAY_MS
}

/**
 * The coins of a claim from a uniform draw in [0, 1): min…max, both ends
 * included, so every amount is as likely.
 */
export function bonusAmount(draw: number, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(draw * (max - min + 1)))
}

/** The first step still to do, in order, or null when all are done. */
export function missingStep(steps: BonusStepState): BonusStep | null {
  return BONUS_STEPS.find((step) => !steps[step]) ?? null
}
