import { DateTime } from 'luxon'

/** spec §9: tps shown when a server sent no heartbeat lately. */
export const DEFAULT_TPS = 20

/** A heartbeat older than this says nothing about the tps now. */
export const HEARTBEAT_FRESH_MS = 60_000

/** The tps to show: the last heartbeat's when it came in the last 60 s, else 20 (spec §9). */
export function currentTps(heartbeat: { tps: number; receivedAt: DateTime } | null, now: DateTime) {
  if (!heartbeat) return DEFAULT_TPS
  const age = now.toMillis() - heartbeat.receivedAt.toMillis()
  return age >= 0 && age <= HEARTBEAT_FRESH_MS ? heartbeat.tps : DEFAULT_TPS
}

/** A peak of online players and when it was reached (spec §3 Monitoring records). */
export type OnlineRecordState = {
  /** The local date (`yyyy-MM-dd` in the monitoring time zone) `onlineDay` belongs to. */
  day: string
  onlineDay: number
  timeOnlineDay: DateTime
  onlineMax: number
  timeOnlineMax: DateTime
}

export function localDay(at: DateTime, timeZone: string) {
  return at.setZone(timeZone).toISODate()!
}

/**
 * The records after seeing `online` players at `at`: the day's peak starts
 * again on a new local date (midnight in `timeZone`), and a peak keeps the
 * time it was first reached.
 */
export function nextRecord(
  previous: OnlineRecordState | null,
  online: number,
  at: DateTime,
  timeZone: string
): OnlineRecordState {
  const day = localDay(at, timeZone)
  const sameDay = previous !== null && previous.day === day
  const dayPeak =
    sameDay && previous.onlineDay >= online
      ? { onlineDay: previous.onlineDay, timeOnlineDay: previous.timeOnlineDay }
      : { onlineDay: online, timeOnlineDay: at }
  const maxPeak =
    previous !== null && previous.onlineMax >= online
      ? { onlineMax: previous.onlineMax, timeOnlineMax: previous.timeOnlineMax }
      : { onlineMax: online, timeOnlineMax: at }
  return { day, ...dayPeak, ...maxPeak }
}

export type Period = 'day' | 'week' | 'month' | 'year'

export const PERIODS: readonly Period[] = ['day', 'week', 'month', 'year']

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

/** Where a chart's points come from and how far apart they are. */
export const PERIOD_GRID: Record<
  Period,
  { source: 'samples' | 'hour' | 'day'; span: { days: number }; step: { minutes: number } }
> = {
  day: { source: 'samples', span: { days: 1 }, step: { minutes: 5 } },
  week: { source: 'hour', span: { days: 7 }, step: { minutes: 60 } },
  month: { source: 'hour', span: { days: 30 }, step: { minutes: 180 } },
  year: { source: 'day', span: { days: 365 }, step: { minutes: 24 * 60 } },
}

/** Start of the UTC hour of `at`: the hourly aggregate it counts in. */
export function hourStart(at: DateTime) {
  return at.toUTC().startOf('hour')
}

/** Local midnight (in `timeZone`) of `at`'s day, as a UTC instant: the daily aggregate it counts in. */
export function dayStart(at: DateTime, timeZone: string) {
  return at.setZone(timeZone).startOf('day').toUTC()
}

/**
 * The chart grid of a period ending at `now`: bucket starts (UTC instants)
 * `step` apart, the last one containing `now`. Daily buckets start at local
 * midnight, the others on whole UTC steps.
 */
export function periodGrid(period: Period, now: DateTime, timeZone: string) {
  const { span, step } = PERIOD_GRID[period]
  const stepMs = step.minutes * 60_000
  if (period === 'year') {
    const last = dayStart(now, timeZone).setZone(timeZone)
    return Array.from({ length: span.days }, (_, i) =>
      last.minus({ days: span.days - 1 - i }).toUTC()
    )
  }
  const lastMs = Math.floor(now.toMillis() / stepMs) * stepMs
  const count = Math.round((span.days * 24 * 60) / step.minutes)
  return Array.from({ length: count }, (_, i) =>
    DateTime.fromMillis(lastMs - (count - 1 - i) * stepMs, { zone: 'utc' })
  )
}

/**
 * Mean online per grid bucket from `(at, online sum, count)` rows; a bucket
 * with no row is null (a gap in the chart, not a zero).
 */
export function bucketMeans(
  grid: DateTime[],
  rows: Array<{ at: DateTime; sum: number; count: number }>
) {
  const starts = grid.map((start) => start.toMillis())
  const sums = new Array<number>(grid.length).fill(0)
  const counts = new Array<number>(grid.length).fill(0)
  for (const row of rows) {
    const ms = row.at.toMillis()
    // The last bucket whose start is not after the row.
    let low = 0
    let high = starts.length - 1
    if (ms < starts[0]) continue
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (starts[middle] <= ms) low = middle
      else high = middle - 1
    }
    sums[low] += row.sum
    counts[low] += row.count
  }
  return sums.map((sum, i) => (counts[i] === 0 ? null : Math.round(sum / counts[i])))
}
