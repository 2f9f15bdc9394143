import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import Server from '#models/server'
import OnlineAggregate from '#models/online_aggregate'
import { MinecraftStatusServer } from '#dev/fakes/minecraft_status_server'
import FakeRconServer from '#dev/fakes/rcon_server'
import { whenDatabaseFree } from '#data/transactions'
import CommandPlugin from '#dev/fakes/command_plugin'
import monitoringConfig from '#config/monitoring'
import OnlineHistoryService from '#services/network/online_history_service'
import ServerKeyService from '#services/network/server_key_service'
import { DEMO_ACCOUNTS } from '#database/demo/accounts'
import { DEMO_COMMUNITY } from '#database/demo/community'
import { nicknameOf } from '#dev/generators/generated_players'
import { seededRandom } from '#domain/platform/seeded_random'

/** Protocol numbers of the versions the demo servers report. */
const PROTOCOLS: Record<string, number> = { '1.12.2': 340, '1.16.5': 754 }
const HISTORY_DAYS = 21
/** Players beyond the seeded community, so the busiest hour (about 400 online) has people. */
const NEWCOMERS = 400

/**
 * Who plays on the demo network: the seeded community, whose weeks of hours hold the tops,
 * then newcomers with generated nicknames (never an account's), who start from nothing.
 */
export function demoPlayerPool() {
  const next = seededRandom(27)
  const taken = new Set(DEMO_ACCOUNTS.map(({ nickname }) => nickname.toLowerCase()))
  const pool: string[] = []
  for (const nickname of DEMO_COMMUNITY) {
    taken.add(nickname.toLowerCase())
    pool.push(nickname)
  }
  while (pool.length < DEMO_COMMUNITY.length + NEWCOMERS) {
    const nickname = nicknameOf(next)
    if (nickname.length < 3 || taken.has(nickname.toLowerCase())) continue
    taken.add(nickname.toLowerCase())
    pool.push(nickname)
  }
  return pool
}

type SimulatedServer = {
  server: Server
  key: string
  ping: MinecraftStatusServer
  online: Set<string>
  peak: number
  /** Pulls and acks the outbox's commands for a plugin-transport server. */
  plugin: CommandPlugin | null
}

/** Online that follows the day: quiet at night, busiest in the evening (monitoring time zone). */
function expectedOnline(peak: number, at: DateTime) {
  const hour = at.setZone(monitoringConfig.timeZone).hour + at.minute / 60
  const daily = 0.55 + 0.45 * Math.sin(((hour - 13) / 24) * 2 * Math.PI)
  const weekend = [6, 7].includes(at.setZone(monitoringConfig.timeZone).weekday) ? 1.15 : 1
  return Math.max(0, Math.round(peak * daily * weekend))
}

function pick<T>(items: T[]) {
  return items[Math.floor(Math.random() * items.length)]
}

/**
 * `node ace network:demo` (#9): the four servers as real status-ping
 * endpoints on 127.0.0.1, an RCON endpoint for servers with an RCON port, and
 * players who join, leave, send statistics and now and then get banned
 * through the game API over HTTP, with each server's key, as a plugin would;
 * servers delivering by plugin also pull and ack their outbox commands.
 */
export default class DemoNetwork {
  readonly servers: SimulatedServer[] = []
  readonly rcon: FakeRconServer[] = []
  readonly players = demoPlayerPool()
  #timer: ReturnType<typeof setInterval> | undefined
  #unreachable = false

  constructor(
    private siteUrl: string,
    private keys = new ServerKeyService(),
    private history = new OnlineHistoryService()
  ) {}

  /** Back-fills history, issues keys and opens the endpoints. */
  async start(tickMs = 3000) {
    const servers = await Server.query()
      .where('enabled', true)
      .where('host', '127.0.0.1')
      .whereNotNull('port')
      .orderBy('position')
    // One time grid for every server, so the network's record is the peak of their sum.
    const now = DateTime.utc()
    const network: Array<{ at: DateTime; online: number }> = []
    for (const [index, server] of servers.entries()) {
      const peak = [120, 80, 45, 95][index % 4]
      const points = await this.#backfill(server, peak, now)
      points.forEach(({ at, online }, i) => {
        network[i] = { at, online: (network[i]?.online ?? 0) + online }
      })
      const { key } = await whenDatabaseFree(() => this.keys.issue(server.slug))
      const ping = await new MinecraftStatusServer({
        online: 0,
        max: 200,
        version: server.gameVersion,
        protocol: PROTOCOLS[server.gameVersion] ?? 340,
        motd: server.name,
      }).listen(server.port!)
      const plugin =
        server.deliveryTransport === 'plugin'
          ? await new CommandPlugin({
              baseUrl: this.siteUrl,
              key,
              execute: (command) => `[demo] ${server.name} ran: ${command.command}`,
              storePath: app.tmpPath(`demo-plugin-${server.slug}.json`),
            }).load()
          : null
      this.servers.push({ server, key, ping, online: new Set(), peak, plugin })
      if (server.rconHost === '127.0.0.1' && server.rconPort && server.rconPassword) {
        const rcon = new FakeRconServer({
          password: server.rconPassword,
          respond: (command) => `Executed: ${command}`,
        })
        this.rcon.push(await rcon.listen(server.rconPort))
      }
    }
    await whenDatabaseFree(() => this.history.raiseRecord('network', network))
    this.#timer = setInterval(() => void this.tick(), tickMs)
    await this.tick()
  }

  async stop() {
    clearInterval(this.#timer)
    await Promise.all([
      ...this.servers.map(({ ping }) => ping.close()),
      ...this.rcon.map((server) => server.close()),
    ])
  }

  /** One step of every server: joins and leaves towards the hour's online, stats, a rare ban, a heartbeat. */
  async tick() {
    const now = DateTime.utc()
    await Promise.all(this.servers.map((simulated) => this.#step(simulated, now)))
  }

  async #step(simulated: SimulatedServer, now: DateTime) {
    const { online } = simulated
    const target = expectedOnline(simulated.peak, now)
    const at = now.toISO()
    const events: object[] = []
    const moves = 1 + Math.floor(Math.random() * 3)
    for (let i = 0; i < moves; i++) {
      if (online.size < target || (Math.random() < 0.3 && online.size < target + 3)) {
        const nickname = pick(this.players)
        // One player is on one server at a time.
        if (this.servers.some((other) => other.online.has(nickname))) continue
        online.add(nickname)
        events.push({ id: randomUUID(), type: 'join', at, nickname })
      } else if (online.size > 0) {
        const nickname = pick([...online])
        online.delete(nickname)
        events.push({ id: randomUUID(), type: 'leave', at, nickname })
      }
    }
    for (const nickname of [...online].filter(() => Math.random() < 0.2)) {
      events.push({
        id: randomUUID(),
        type: 'stats',
        at,
        nickname,
        deltas: {
          blocksBroken: Math.floor(Math.random() * 40),
          blocksPlaced: Math.floor(Math.random() * 30),
          mobsKilled: Math.floor(Math.random() * 4),
          experience: Math.floor(Math.random() * 50),
          chatMessages: Math.floor(Math.random() * 2),
        },
      })
    }
    if (online.size > 0 && Math.random() < 0.01) {
      const nickname = pick([...online])
      online.delete(nickname)
      events.push(
        {
          id: randomUUID(),
          type: 'ban',
          at,
          banId: randomUUID(),
          nickname,
          bannedBy: 'Console',
          reason: '2.2',
          start: at,
          end: now.plus({ days: 1 }).toISO(),
        },
        { id: randomUUID(), type: 'leave', at, nickname }
      )
    }
    simulated.ping.state.online = online.size
    if (events.length > 0) await this.#send(simulated, 'events', { events })
    await this.#send(simulated, 'heartbeat', {
      tps: Math.round((19 + Math.random()) * 10) / 10,
      maxPlayers: simulated.ping.state.max,
      online: [...online].map((nickname) => ({ nickname })),
    })
    // Only a site that answers gets pulled; a failed pull is retried on the next tick.
    if (simulated.plugin && !this.#unreachable) await simulated.plugin.poll().catch(() => {})
  }

  async #send(simulated: SimulatedServer, call: 'events' | 'heartbeat', body: object) {
    try {
      const response = await fetch(`${this.siteUrl}/api/game/v1/${call}`, {
        method: 'POST',
        headers: {
          'Authorization': `Bearer ${simulated.key}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) {
        logger.warn(`demo network: ${call} of ${simulated.server.slug} answered ${response.status}`)
      }
      this.#unreachable = false
    } catch {
      // The site may still be starting beside us: say so once, keep trying.
      if (!this.#unreachable) logger.info(`demo network: waiting for ${this.siteUrl}`)
      this.#unreachable = true
    }
  }

  /**
   * A few weeks of online history and the records it holds, once, so the charts are not
   * empty from the first minute; the points back-filled (none when there was history).
   */
  async #backfill(server: Server, peak: number, now: DateTime) {
    const existing = await OnlineAggregate.query().where('serverId', server.id).first()
    if (existing) return []
    const points: Array<{ at: DateTime; online: number }> = []
    for (
      let at = now.minus({ days: HISTORY_DAYS });
      at < now.minus({ minutes: 1 });
      at = at.plus({ minutes: 5 })
    ) {
      const noise = 1 + (Math.random() - 0.5) * 0.2
      points.push({ at, online: Math.round(expectedOnline(peak, at) * noise) })
    }
    await whenDatabaseFree(() => this.history.backfill(server.id, points, now))
    await whenDatabaseFree(() => this.history.raiseRecord(`server:${server.id}`, points))
    return points
  }
}
