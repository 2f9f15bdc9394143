import { DateTime } from 'luxon'
import cache from '@adonisjs/cache/services/main'
import ServerStatus from '#models/server_status'
import OnlineRecord from '#models/online_record'
import type Server from '#models/server'
import monitoringConfig from '#config/monitoring'
import UnknownServerException from '#exceptions/unknown_server_exception'
import { DEFAULT_TPS, localDay, type Period } from '#domain/network/online_history'
import AppStateService from '#services/platform/app_state_service'
import OnlineHistoryService from '#services/network/online_history_service'

/** spec §3 Monitoring records. Times are ISO 8601 UTC, null before the first poll. */
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

export type MonitoringSnapshot = {
  tps: number
  servers: Record<string, LiveStatus>
  records: OnlineRecords
  serverRecords: Record<string, OnlineRecords>
}

const SNAPSHOT_KEY = 'network:monitoring'
/** Other processes see a poll at most this late (the poller's own process at once). */
const SNAPSHOT_TTL = '2s'
const STATISTICS_TTL = '60s'

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

function records(record: OnlineRecord | undefined, current: number, today: string): OnlineRecords {
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
 * What the site shows of the network's live state and history (#9). Reads
 * only what the poller stored, through the cache: no request ever waits on a
 * game server.
 */
export default class MonitoringService {
  constructor(
    private appState = new AppStateService(),
    private history = new OnlineHistoryService()
  ) {}

  /** Enabled servers in display order (cached with the app state). */
  async servers() {
    const servers = await this.appState.servers()
    return servers.filter((server) => server.enabled)
  }

  /** The enabled server with this slug; 404 `server` otherwise. */
  async server(slug: string) {
    const servers = await this.servers()
    const server = servers.find((candidate) => candidate.slug === slug)
    if (!server) {
      throw new UnknownServerException(slug)
    }
    return server
  }

  /** Live status and records of every enabled server and the network, at most 2 s old. */
  async snapshot(): Promise<MonitoringSnapshot> {
    return cache.getOrSet({ key: SNAPSHOT_KEY, ttl: SNAPSHOT_TTL, factory: () => this.#read() })
  }

  /** Makes the next snapshot() read the database (the poller calls it after storing a round). */
  async forget() {
    await cache.delete({ key: SNAPSHOT_KEY })
  }

  /** The online chart of a period for one server or every enabled one, cached a minute. */
  async statistics(period: Period, slug: string | null) {
    const servers = slug === null ? await this.servers() : [await this.server(slug)]
    return cache.getOrSet({
      key: `network:statistics:${slug ?? '*'}:${period}`,
      ttl: STATISTICS_TTL,
      factory: async () => {
        const series = await this.history.series(
          period,
          servers.map((server) => server.id),
          DateTime.utc()
        )
        return {
          period,
          timestamps: series.timestamps,
          servers: servers.map((server, i) => ({
            slug: server.slug,
            name: server.name,
            colorScheme: server.colorScheme,
            online: series.online[i],
          })),
        }
      },
    })
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
      serverRecords[server.slug] = records(
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
      records: records(recordOf.get('network'), total, today),
      serverRecords,
    }
  }
}
