import vine from '@vinejs/vine'

/** A decimal numeral as a person types it: what a native form posts for a number field. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/

/**
 * A whole amount of money or coins (issue #23 item 11): a JSON number, or a
 * string of decimal digits from a native form. vine.number() alone coerces
 * with Number(), so `"0x10"`, `"1e1"`, `[1]` and `true` passed as 16, 10, 1
 * and 1; here they fail as "not a number" and fractions as "whole".
 */
export function wholeAmount() {
  return vine
    .number()
    .parse((value) =>
      typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value))
        ? value
        : Number.NaN
    )
    .withoutDecimals()
}
