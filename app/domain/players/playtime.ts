/*
| Playtime chart rules (spec §3 player profile, §7 `playtime`, `playtime-range`): the
| periods, the buckets each shows, and how fine a range may be cut. Pure: UTC days as
| `YYYY-MM-DD`, times in milliseconds.
*/

export const PLAYTIME_PERIODS = ['1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const
export type PlaytimePeriod = (typeof PLAYTIME_PERIODS)[number]

export const PLAYTIME_RESOLUTIONS = ['hour', 'day', 'week', 'month'] as const
export type PlaytimeResolution = (typeof PLAYTIME_RESOLUTIONS)[number]

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** How many buckets a range may have at most: beyond, the resolution is too fine. */
export const MAX_BUCKETS = 800

/** Months back of each period; `max` starts at the player's first day. */
const PERIOD_MONTHS: Record<Exclude<PlaytimePeriod, 'max'>, number> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
}

/** The bucket a period is drawn with: days up to 3 months, weeks up to a year, then months. */
export function resolutionOfPeriod(period: PlaytimePeriod): PlaytimeResolution {
  if (period === '1m' || period === '3m') return 'day'
  if (period === '6m' || period === '1y') return 'week'
  return 'month'
}

export function utcDay(at: number) {
  return new Date(at).toISOString().slice(0, 10)
}

export function dayStart(day: string) {
  return Date.parse(`${day}T00:00:00Z`)
}

/** The first day of a period ending today (`max`: the first played day, or today). */
export function periodStart(period: PlaytimePeriod, today: string, firstDay: string | null) {
  if (period === 'max') return firstDay && firstDay < today ? firstDay : today
  const date = new Date(dayStart(today))
  date.setUTCMonth(date.getUTCMonth() - PERIOD_MONTHS[period])
  date.setUTCDate(date.getUTCDate() + 1)
  return utcDay(date.getTime())
}

/** Start (ms) of the bucket holding `at`: weeks start on Monday (ISO), months on the 1st. */
export function bucketStart(resolution: PlaytimeResolution, at: number) {
  if (resolution === 'hour') return Math.floor(at / HOUR) * HOUR
  const day = Math.floor(at / DAY) * DAY
  if (resolution === 'day') return day
  if (resolution === 'week') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY
  const date = new Date(day)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
}

/** Start (ms) of the bucket after the one starting at `start`. */
export function nextBucket(resolution: PlaytimeResolution, start: number) {
  if (resolution === 'hour') return start + HOUR
  if (resolution === 'day') return start + DAY
  if (resolution === 'week') return start + 7 * DAY
  const date = new Date(start)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
}

/** The bucket starts covering [from, to). */
export function bucketStarts(resolution: PlaytimeResolution, from: number, to: number) {
  const starts: number[] = []
  for (let at = bucketStart(resolution, from); at < to; at = nextBucket(resolution, at)) {
    starts.push(at)
  }
  return starts
}

/** How many buckets [from, to) needs, without building them. */
export function bucketCount(resolution: PlaytimeResolution, from: number, to: number) {
  const span = to - from
  if (resolution === 'hour') return Math.ceil(span / HOUR) + 1
  if (resolution === 'day') return Math.ceil(span / DAY) + 1
  if (resolution === 'week') return Math.ceil(span / (7 * DAY)) + 1
  return Math.ceil(span / (28 * DAY)) + 1
}

/** Whether a range cut in this resolution has too many buckets to draw (a 400). */
export function isTooFine(resolution: PlaytimeResolution, from: number, to: number) {
  return bucketCount(resolution, from, to) > MAX_BUCKETS
}

export type PlaytimeSlice = { start: number; end: number }

/** Sums seconds booked at moments (a day's start, an hour's start) into the buckets of [from, to). */
export function sumIntoBuckets(
  resolution: PlaytimeResolution,
  from: number,
  to: number,
  amounts: { at: number; seconds: number }[]
) {
  const starts = bucketStarts(resolution, from, to)
  const index = new Map(starts.map((start, position) => [start, position]))
  const seconds = starts.map(() => 0)
  for (const amount of amounts) {
    const position = index.get(bucketStart(resolution, amount.at))
    if (position !== undefined) seconds[position] += amount.seconds
  }
  return starts.map((start, position) => ({ start, seconds: seconds[position] }))
}

/** Splits a played interval into seconds per hour (the hour chart reads sessions). */
export function secondsByHour(slice: PlaytimeSlice) {
  const parts: { at: number; seconds: number }[] = []
  for (let at = bucketStart('hour', slice.start); at < slice.end; at += HOUR) {
    const start = Math.max(at, slice.start)
    const end = Math.min(at + HOUR, slice.end)
    if (end > start) parts.push({ at, seconds: Math.round((end - start) / 1000) })
  }
  return parts
}

/** Hours with one decimal, as profiles and charts show them. */
export function hoursOf(seconds: number) {
  return Math.round(seconds / 360) / 10
}

/** Milliseconds of a UTC date or time as the range takes it; NaN for an impossible date (02-31). */
export function utcTimeOf(value: string) {
  const text =
    value.length === 10 ? `${value}T00:00:00Z` : value.endsWith('Z') ? value : `${value}Z`
  const parsed = Date.parse(text)
  if (Number.isNaN(parsed)) return parsed
  // Date.parse rolls 02-31 over into March: a date that does not read back is wrong.
  return new Date(parsed).toISOString().slice(0, 10) === value.slice(0, 10) ? parsed : Number.NaN
}
