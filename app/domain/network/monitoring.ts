/*
| Shapes of the monitoring answers (docs/api.md "Network"), shared by the
| server and the pages. Times are ISO 8601 UTC, null before the first poll.
*/

/** spec §3 Monitoring records. */
export type OnlineRecords = {
  onlineCurrent: number
  onlineDay: number
  onlineMax: number
  timeOnlineDay: string | null
  timeOnlineMax: string | null
}

export type LiveStatus = {
  up: boolean
  online: number
  max: number
  version: string | null
  latencyMs: number | null
  tps: number
  checkedAt: string | null
  /** When the server last went up or down. */
  changedAt: string | null
}

/** `GET server/monitoring`. */
export type Monitoring = {
  tps: number
  servers: Record<string, LiveStatus>
  records: OnlineRecords
}

/** `GET server/statistics`: mean online per bucket, null where nothing was recorded. */
export type OnlineStatistics = {
  period: 'day' | 'week' | 'month' | 'year'
  timestamps: number[]
  servers: Array<{ slug: string; name: string; colorScheme: string; online: Array<number | null> }>
}

/** spec §9: the monitoring poll of the pages, and the clock. */
export const MONITORING_POLL_MS = 5000
export const CLOCK_TICK_MS = 500
