import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import OnlineSample from '#models/online_sample'
import OnlineAggregate from '#models/online_aggregate'
import OnlineRecord from '#models/online_record'
import monitoringConfig from '#config/monitoring'
import {
  bucketMeans,
  dayStart,
  hourStart,
  nextRecord,
  type OnlineRecordState,
  PERIOD_GRID,
  periodGrid,
  type Period,
} from '#domain/network/online_history'

/** A time as the models store it (UTC, whole seconds), for comparisons in queries. */
function sqlTime(at: DateTime) {
  return at.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

export type OnlineEntry = { serverId: number; online: number; up: boolean }

/**
 * Online history for the charts: raw samples (a few days) and hourly/daily
 * aggregates (years). Written only by the monitoring poller and the demo
 * network's back-fill.
 */
export default class OnlineHistoryService {
  constructor(private timeZone = monitoringConfig.timeZone) {}

  /** Stores one poll's counts at `at`: a sample each and their hour and day aggregates. */
  async record(entries: OnlineEntry[], at: DateTime, trx: TransactionClientContract) {
    if (entries.length === 0) return
    await OnlineSample.createMany(
      entries.map((entry) => ({ ...entry, sampledAt: at })),
      { client: trx }
    )
    for (const entry of entries) {
      for (const [period, startsAt] of [
        ['hour', hourStart(at)],
        ['day', dayStart(at, this.timeZone)],
      ] as const) {
        const aggregate = await OnlineAggregate.query({ client: trx })
          .where({ serverId: entry.serverId, period })
          .where('startsAt', sqlTime(startsAt))
          .forUpdate()
          .first()
        if (aggregate) {
          aggregate.samples += 1
          aggregate.onlineSum += entry.online
          aggregate.onlineMax = Math.max(aggregate.onlineMax, entry.online)
          await aggregate.useTransaction(trx).save()
        } else {
          await OnlineAggregate.create(
            {
              serverId: entry.serverId,
              period,
              startsAt,
              samples: 1,
              onlineSum: entry.online,
              onlineMax: entry.online,
            },
            { client: trx }
          )
        }
      }
    }
  }

  /** Deletes raw samples older than the configured days; aggregates stay. */
  async prune(now: DateTime, sampleDays = monitoringConfig.sampleDays) {
    await OnlineSample.query()
      .where('sampledAt', '<', sqlTime(now.minus({ days: sampleDays })))
      .delete()
  }

  /**
   * Writes a server's past online (the demo network's weeks of history), as
   * if polled at each point: samples for the last days, aggregates for all.
   * Replaces what the server had before the last point.
   */
  async backfill(serverId: number, points: Array<{ at: DateTime; online: number }>, now: DateTime) {
    if (points.length === 0) return
    const buckets = new Map<
      string,
      {
        period: 'hour' | 'day'
        startsAt: DateTime
        samples: number
        onlineSum: number
        onlineMax: number
      }
    >()
    for (const { at, online } of points) {
      for (const [period, startsAt] of [
        ['hour', hourStart(at)],
        ['day', dayStart(at, this.timeZone)],
      ] as const) {
        const key = `${period}:${startsAt.toMillis()}`
        const bucket = buckets.get(key) ?? {
          period,
          startsAt,
          samples: 0,
          onlineSum: 0,
          onlineMax: 0,
        }
        bucket.samples += 1
        bucket.onlineSum += online
        bucket.onlineMax = Math.max(bucket.onlineMax, online)
        buckets.set(key, bucket)
      }
    }
    const sampleFrom = now.minus({ days: monitoringConfig.sampleDays })
    const last = points[points.length - 1].at
    await db.transaction(async (trx) => {
      const lastSql = sqlTime(last)
      await OnlineSample.query({ client: trx })
        .where({ serverId })
        .where('sampledAt', '<=', lastSql)
        .delete()
      await OnlineAggregate.query({ client: trx })
        .where({ serverId })
        .where('startsAt', '<=', lastSql)
        .delete()
      const samples = points
        .filter((point) => point.at >= sampleFrom)
        .map((point) => ({ serverId, sampledAt: point.at, online: point.online, up: true }))
      for (let i = 0; i < samples.length; i += 500) {
        await OnlineSample.createMany(samples.slice(i, i + 500), { client: trx })
      }
      const aggregates = [...buckets.values()].map((bucket) => ({ serverId, ...bucket }))
      for (let i = 0; i < aggregates.length; i += 500) {
        await OnlineAggregate.createMany(aggregates.slice(i, i + 500), { client: trx })
      }
    })
  }

  /**
   * Raises a record (`network` or `server:<id>`) to the peaks of back-filled
   * points, as the poller would have seen them: the demo's history and its
   * day and all-time records then tell one story (#27 item 2).
   */
  async raiseRecord(scope: string, points: Array<{ at: DateTime; online: number }>) {
    if (points.length === 0) return
    await db.transaction(async (trx) => {
      const record = await OnlineRecord.query({ client: trx }).where({ scope }).forUpdate().first()
      let state: OnlineRecordState | null = record
      for (const { at, online } of points) state = nextRecord(state, online, at, this.timeZone)
      await (record ?? new OnlineRecord().merge({ scope })).merge(state!).useTransaction(trx).save()
    })
  }

  /**
   * The chart of a period ending at `now`: bucket starts (epoch seconds) and,
   * per server, the mean online of each bucket (null where nothing was recorded).
   */
  async series(period: Period, serverIds: number[], now: DateTime) {
    const grid = periodGrid(period, now, this.timeZone)
    const from = sqlTime(grid[0])
    const { source } = PERIOD_GRID[period]
    const rowsByServer = new Map<number, Array<{ at: DateTime; sum: number; count: number }>>()
    for (const id of serverIds) rowsByServer.set(id, [])
    if (serverIds.length > 0) {
      if (source === 'samples') {
        const samples = await OnlineSample.query()
          .whereIn('serverId', serverIds)
          .where('sampledAt', '>=', from)
          .select('serverId', 'sampledAt', 'online')
        for (const sample of samples) {
          rowsByServer
            .get(sample.serverId)
            ?.push({ at: sample.sampledAt, sum: sample.online, count: 1 })
        }
      } else {
        const aggregates = await OnlineAggregate.query()
          .whereIn('serverId', serverIds)
          .where('period', source)
          .where('startsAt', '>=', from)
          .select('serverId', 'startsAt', 'onlineSum', 'samples')
        for (const aggregate of aggregates) {
          rowsByServer
            .get(aggregate.serverId)
            ?.push({ at: aggregate.startsAt, sum: aggregate.onlineSum, count: aggregate.samples })
        }
      }
    }
    return {
      timestamps: grid.map((start) => start.toSeconds()),
      online: serverIds.map((id) => bucketMeans(grid, rowsByServer.get(id)!)),
    }
  }
}
