import { IANAZone } from 'luxon'
import env from '#start/env'

/*
| Server monitoring (#9, docs/decisions.md "Server monitoring"). One web
| process at a time holds the poller's lock and pings every enabled server
| each `intervalMs`; the others only read what it wrote.
*/
const timeZone = env.get('MONITORING_TIME_ZONE', 'Europe/Moscow')
if (!IANAZone.isValidZone(timeZone)) {
  throw new Error(`Invalid value for "MONITORING_TIME_ZONE": unknown time zone "${timeZone}"`)
}

const intervalMs = env.get('MONITORING_INTERVAL', 10) * 1000
const timeoutMs = env.get('MONITORING_TIMEOUT', 3000)
// A poll pings twice at worst (modern, then legacy): the lock must outlive one.
const lockTtlMs = Math.max(env.get('MONITORING_LOCK_TTL', 30) * 1000, intervalMs + 2 * timeoutMs)

const monitoringConfig = {
  poller: env.get('MONITORING_POLLER', true),
  intervalMs,
  timeoutMs,
  lockTtlMs,
  /** Where the day's record rolls over at midnight. */
  timeZone,
  /** Raw samples older than this are deleted; aggregates stay. */
  sampleDays: env.get('MONITORING_SAMPLE_DAYS', 3),
}

export type MonitoringConfig = typeof monitoringConfig

export default monitoringConfig
