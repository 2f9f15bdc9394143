import { randomUUID } from 'node:crypto'
import { STATS_COLUMNS } from '#domain/network/game_events'
import { seededRandom } from '#domain/platform/seeded_random'

/*
| Reproducible game API traffic for the volume tests and `npm run bench:ingest`: per server,
| players who join, send stats and leave, over several UTC days (sessions across midnight
| included), cut into batches after a jitter that delivers some events out of order, also
| across batches. It keeps the totals the site must end up with, computed here
| independently of the app's code.
*/

export type TrafficEvent = Record<string, unknown> & { id: string; type: string; at: string }

export type Traffic = {
  /** Batches per server index, in the order a plugin would send them. */
  batches: TrafficEvent[][][]
  /** Seconds per `server|nickname key|YYYY-MM-DD`. */
  playtime: Map<string, number>
  /** Sum per `server|nickname key|delta name`. */
  stats: Map<string, number>
  players: number
}

const STATS = Object.keys(STATS_COLUMNS)

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value)
}

/** Books a session's seconds on each UTC day it touches, the plain way. */
function bookDays(playtime: Map<string, number>, prefix: string, from: number, to: number) {
  for (let second = from; second < to;) {
    const day = new Date(second).toISOString().slice(0, 10)
    const nextMidnight = Date.parse(`${day}T00:00:00Z`) + 86_400_000
    const end = Math.min(to, nextMidnight)
    add(playtime, `${prefix}|${day}`, (end - second) / 1000)
    second = end
  }
}

/**
 * `eventsPerServer` events for each of `servers` servers, in batches of `batchSize`, starting
 * at `start` (ms). Players' nicknames repeat across servers in other cases.
 */
export function gameTraffic(options: {
  servers: number
  eventsPerServer: number
  batchSize: number
  start: number
  /** How late an event may be delivered after its time, in ms: 10 minutes unless told. */
  jitter?: number
  seed?: number
}): Traffic {
  const jitter = options.jitter ?? 600_000
  const next = seededRandom(options.seed ?? 9)
  const playtime = new Map<string, number>()
  const stats = new Map<string, number>()
  const batches: TrafficEvent[][][] = []
  const playersPerServer = 40

  for (let server = 0; server < options.servers; server++) {
    const events: (TrafficEvent & { order: number })[] = []
    // Event times are whole seconds, as the site keeps them.
    const start = Math.floor(options.start / 1000) * 1000
    const clock = Array.from(
      { length: playersPerServer },
      () => start + Math.floor(next() * 3600) * 1000
    )
    const push = (event: Record<string, unknown> & { type: string; at: string }, at: number) => {
      // Delivery order jitters: events overtake others, across batches too.
      events.push({ ...event, id: randomUUID(), order: at + next() * jitter })
    }

    while (events.length < options.eventsPerServer) {
      const player = Math.floor(next() * playersPerServer)
      const nickname = `Player_${server % 2}_${player}`
      const shown = player % 3 === 0 ? nickname.toUpperCase() : nickname
      const key = `${server}|${nickname.toLowerCase()}`
      const room = options.eventsPerServer - events.length
      if (room < 2) {
        // No room left for a join and a leave: a last stats event of the player.
        const at = clock[player]
        push({ type: 'stats', at: new Date(at).toISOString(), nickname, deltas: { deaths: 1 } }, at)
        add(stats, `${key}|deaths`, 1)
        continue
      }
      // Between 0 and 3 stats events per session, a session up to 5 hours long.
      const statsCount = Math.min(Math.floor(next() * 4), room - 2)
      const joinAt = clock[player] + Math.floor(next() * 7200) * 1000
      const leaveAt = joinAt + Math.floor(next() * 18_000 + 1) * 1000
      clock[player] = leaveAt + Math.floor(next() * 600) * 1000
      push({ type: 'join', at: new Date(joinAt).toISOString(), nickname: shown }, joinAt)
      for (let i = 0; i < statsCount; i++) {
        const name = STATS[Math.floor(next() * STATS.length)]
        const value = Math.floor(next() * 50)
        const at = joinAt + Math.floor(((leaveAt - joinAt) / 1000) * next()) * 1000
        push(
          { type: 'stats', at: new Date(at).toISOString(), nickname, deltas: { [name]: value } },
          at
        )
        add(stats, `${key}|${name}`, value)
      }
      push({ type: 'leave', at: new Date(leaveAt).toISOString(), nickname }, leaveAt)
      bookDays(playtime, key, joinAt, leaveAt)
    }

    events.sort((a, b) => a.order - b.order)
    const serverBatches: TrafficEvent[][] = []
    for (let i = 0; i < events.length; i += options.batchSize) {
      serverBatches.push(
        events.slice(i, i + options.batchSize).map(({ order: _, ...event }) => event)
      )
    }
    batches.push(serverBatches)
  }
  return { batches, playtime, stats, players: playersPerServer }
}
