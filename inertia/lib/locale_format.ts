/**
 * Whole numbers and long dates in ru and en without Intl (#8). A page's
 * first `Intl.NumberFormat` or `Intl.DateTimeFormat` loads the browser's
 * locale data: 10–30 ms of blocked main thread in Chromium, four times that
 * on a slow phone, in the middle of hydration. These are the only forms the
 * first view of a page needs; the unit spec checks them against Intl, and
 * every other locale or form still goes to Intl.
 */

const GROUP_SEPARATOR: Record<string, string> = { ru: '\u00a0', en: ',' }

/** `1 234` (ru), `1,234` (en); null when Intl must decide (other locales, fractions, huge values). */
export function formatWholeNumber(locale: string, value: number): string | null {
  const separator = GROUP_SEPARATOR[locale]
  if (separator === undefined || !Number.isSafeInteger(value)) return null
  const digits = String(Math.abs(value))
  let grouped = digits.slice(0, digits.length % 3 || 3)
  for (let at = grouped.length; at < digits.length; at += 3) {
    grouped += separator + digits.slice(at, at + 3)
  }
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped
}

const MONTHS: Record<string, string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}

/** `23 ноября 2026 г.` (ru), `November 23, 2026` (en): `dateStyle: 'long'` in UTC; null for other locales. */
export function formatLongUtcDate(locale: string, date: Date): string | null {
  const months = MONTHS[locale]
  const year = date.getUTCFullYear()
  if (!months || Number.isNaN(year) || year < 1 || year > 9999) return null
  const month = months[date.getUTCMonth()]
  const day = date.getUTCDate()
  return locale === 'ru' ? `${day} ${month} ${year} г.` : `${month} ${day}, ${year}`
}
