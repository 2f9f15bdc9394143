import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Server from '#models/server'
import ServerStatus from '#models/server_status'
import OnlineRecord from '#models/online_record'
import ServerHeartbeat from '#models/server_heartbeat'
import MinecraftStatusClient, { type MinecraftStatus } from '#clients/minecraft_status_client'
import monitoringConfig, { type MonitoringConfig } from '#config/monitoring'
import { currentTps, nextRecord } from '#domain/network/online_history'
import OnlineHistoryService from '#services/network/online_history_service'
import MonitoringService from '#services/network/monitoring_service'

/**
 * One round of the monitoring poller (#9): pings every enabled server with a
 * status address at once, then stores what it saw — live status, records,
 * samples and aggregates — in one transaction and drops the cached snapshot.
 * Called only by the holder of the poller's lock (MonitoringPollerService).
 */
@inject()
export default class MonitoringPollService {
  constructor(
    private client: MinecraftStatusClient,
    private history: OnlineHistoryService,
    private monitoring: MonitoringService
  ) {}

  /** Interval, timeout and time zone; tests replace it. */
  config: MonitoringConfig = monitoringConfig

  /** Pings and records; a server that does not answer in time counts as down with 0 online. */
  async poll(now?: DateTime) {
    const servers = await Server.query()
      .where('enabled', true)
      .whereNotNull('host')
      .whereNotNull('port')
      .orderBy('position')
    const answers = await Promise.all(
      servers.map((server) =>
        this.client.status(server.host!, server.port!, this.config.timeoutMs).catch(() => null)
      )
    )
    const at = now ?? DateTime.utc()
    // tps comes from the game API's heartbeats (net-game), not from the ping.
    const heartbeats = servers.length
      ? await ServerHeartbeat.query().whereIn(
          'serverId',
          servers.map((server) => server.id)
        )
      : []
    await db.transaction(async (trx) => {
      for (const [i, server] of servers.entries()) {
        const heartbeat = heartbeats.find((candidate) => candidate.serverId === server.id) ?? null
        await this.#storeStatus(server.id, answers[i], currentTps(heartbeat, at), at, trx)
        await this.#storeRecord(`server:${server.id}`, answers[i]?.online ?? 0, at, trx)
      }
      const total = answers.reduce((sum, answer) => sum + (answer?.online ?? 0), 0)
      await this.#storeRecord('network', total, at, trx)
      await this.history.record(
        servers.map((server, i) => ({
          serverId: server.id,
          online: answers[i]?.online ?? 0,
          up: answers[i] !== null,
        })),
        at,
        trx
      )
    })
    await this.history.prune(at)
    await this.monitoring.forget()
  }

  async #storeStatus(
    serverId: number,
    answer: MinecraftStatus | null,
    tps: number,
    at: DateTime,
    trx: TransactionClientContract
  ) {
    const status =
      (await ServerStatus.query({ client: trx }).where({ serverId }).forUpdate().first()) ??
      new ServerStatus().merge({ serverId, changedAt: at })
    const up = answer !== null
    if (status.$isPersisted && status.up !== up) status.changedAt = at
    status.merge({
      up,
      online: answer?.online ?? 0,
      maxPlayers: answer?.max ?? status.maxPlayers ?? 0,
      version: answer?.version ?? status.version ?? null,
      latencyMs: answer?.latencyMs ?? null,
      tps,
      checkedAt: at,
    })
    await status.useTransaction(trx).save()
  }

  async #storeRecord(scope: string, online: number, at: DateTime, trx: TransactionClientContract) {
    const record = await OnlineRecord.query({ client: trx }).where({ scope }).forUpdate().first()
    const next = nextRecord(record, online, at, this.config.timeZone)
    await (record ?? new OnlineRecord().merge({ scope })).merge(next).useTransaction(trx).save()
  }
}
