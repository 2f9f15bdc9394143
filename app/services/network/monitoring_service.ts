import { DateTime } from 'luxon'
import cache from '@adonisjs/cache/services/main'
import ServerStatus from '#models/server_status'
import OnlineRecord from '#models/online_record'
import type Server from '#models/server'
import monitoringConfig from '#config/monitoring'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { DEFAULT_TPS, localDay } from '#domain/network/online_history'
import type { LiveStatus, Monitoring, OnlineRecords } from '#domain/network/monitoring'
import AppStateService from '#services/platform/app_state_service'

export type MonitoringSnapshot = Monitoring & {
  serverRecords: Record<string, OnlineRecords>
}

const SNAPSHOT_KEY = 'network:monitoring'
/** Other processes see a poll at most this late (the poller's own process at once). */
const SNAPSHOT_TTL = '2s'

/**
 * This process's copy of the snapshot for up to a second, in front of the
 * cache: the monitoring answer is then the same object (and bytes, see
 * app/http/etag.ts) for every poll of that second.
 */
let local: { until: number; snapshot: MonitoringSnapshot; monitoring: Monitoring } | null = null
const LOCAL_MS = 1000

/** Tests drop this process's copy with the caches (tests/bootstrap.ts). */
export function forgetLocalSnapshot() {
  local = null
}

const DOWN: LiveStatus = {
  up: false,
  online: 0,
  max: 0,
  version: null,
  latencyMs: null,
  tps: DEFAULT_TPS,
  checkedAt: null,
  changedAt: null,
}

function recordsOf(
  record: OnlineRecord | undefined,
  current: number,
  today: string
): OnlineRecords {
  if (!record) {
    return {
      onlineCurrent: current,
      onlineDay: current,
      onlineMax: current,
      timeOnlineDay: null,
      timeOnlineMax: null,
    }
  }
  // A record of an earlier day (no poll since midnight) is not today's peak.
  const sameDay = record.day === today
  return {
    onlineCurrent: current,
    onlineDay: sameDay ? record.onlineDay : current,
    timeOnlineDay: sameDay ? record.timeOnlineDay.toUTC().toISO() : null,
    onlineMax: record.onlineMax,
    timeOnlineMax: record.timeOnlineMax.toUTC().toISO(),
  }
}

/**
 * Monitoring (#9, spec §3): the network's live state and records, polled by every
 * open tab. Reads only what the poller stored, through the cache: no request ever
 * waits on a game server. The charts over time are StatisticService's.
 */
export default class MonitoringService {
  constructor(private appState = new AppStateService()) {}

  /** Where the day's record rolls over; pages show times in it. */
  get timeZone() {
    return monitoringConfig.timeZone
  }

  /** Enabled servers in display order (cached with the app state). */
  async servers() {
    const servers = await this.appState.servers()
    return servers.filter((server) => server.enabled)
  }

  /** The enabled server with this slug; throws E_ROW_NOT_FOUND (404, the page or §8 body) otherwise. */
  async server(slug: string) {
    const servers = await this.servers()
    const server = servers.find((candidate) => candidate.slug === slug)
    if (!server) {
      throw new lucidErrors.E_ROW_NOT_FOUND()
    }
    return server
  }

  /** Live status and records of every enabled server and the network, at most 2 s old. */
  async snapshot(): Promise<MonitoringSnapshot> {
    if (local && Date.now() < local.until) return local.snapshot
    const snapshot = await cache.getOrSet({
      key: SNAPSHOT_KEY,
      ttl: SNAPSHOT_TTL,
      factory: () => this.#read(),
    })
    const { tps, servers, records } = snapshot
    local = { until: Date.now() + LOCAL_MS, snapshot, monitoring: { tps, servers, records } }
    return snapshot
  }

  /** `GET server/monitoring`'s answer: one object per snapshot. */
  async monitoring(): Promise<Monitoring> {
    const snapshot = await this.snapshot()
    return local?.snapshot === snapshot ? local.monitoring : snapshot
  }

  /** Makes the next snapshot() read the database (the poller calls it after storing a round). */
  async forget() {
    local = null
    await cache.delete({ key: SNAPSHOT_KEY })
  }

  async #read(): Promise<MonitoringSnapshot> {
    const servers: Server[] = await this.servers()
    const ids = servers.map((server) => server.id)
    const [statuses, stored] = await Promise.all([
      ids.length ? ServerStatus.query().whereIn('serverId', ids) : [],
      OnlineRecord.all(),
    ])
    const today = localDay(DateTime.utc(), monitoringConfig.timeZone)
    const recordOf = new Map(stored.map((record) => [record.scope, record]))
    const live: Record<string, LiveStatus> = {}
    const serverRecords: Record<string, OnlineRecords> = {}
    for (const server of servers) {
      const status = statuses.find((candidate) => candidate.serverId === server.id)
      live[server.slug] = status
        ? {
            up: status.up,
            online: status.online,
            max: status.maxPlayers,
            version: status.version,
            latencyMs: status.latencyMs,
            tps: status.tps,
            checkedAt: status.checkedAt.toUTC().toISO(),
            changedAt: status.changedAt.toUTC().toISO(),
          }
        : DOWN
      serverRecords[server.slug] = recordsOf(
        recordOf.get(`server:${server.id}`),
        live[server.slug].online,
        today
      )
    }
    const up = Object.values(live).filter((status) => status.up)
    const total = Object.values(live).reduce((sum, status) => sum + status.online, 0)
    return {
      // The network's tps: the slowest server that answers (spec §9: 20 when unknown).
      tps: up.length ? Math.min(...up.map((status) => status.tps)) : DEFAULT_TPS,
      servers: live,
      records: recordsOf(recordOf.get('network'), total, today),
      serverRecords,
    }
  }
}
