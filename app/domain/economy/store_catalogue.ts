/*
| The staff catalogue editor's money rules: prices are typed in rubles and
| kept in kopecks (docs/decisions.md "Store: staff edit the catalogue").
*/

/** The dearest price a role may have: 1 000 000 ₽, far above any real one, far below BIGINT. */
export const MAX_ROLE_PRICE = 1_000_000_00

/** "199", "199.5", "199,50" → 19950 kopecks; null for anything else (signs, 3 decimals, text). */
export function rublesToKopecks(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 19950 → "199.50", 20000 → "200": what the form shows back. */
export function kopecksToRubles(value: number): string {
  const rubles = Math.floor(value / 100)
  const kopecks = value % 100
  return kopecks === 0 ? String(rubles) : `${rubles}.${String(kopecks).padStart(2, '0')}`
}
