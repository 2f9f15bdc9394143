/*
| Realistic players for `node ace players:generate` (issue #13, data at scale). Pure: a seeded
| random source in, one player's history out. Most players try the game once or twice and
| leave, a few play for years; sessions are evening-weighted, log-normal in length and never
| overlap; most play lands on a favourite server. Times are milliseconds, whole seconds.
*/

import { STATS_COLUMNS } from '#domain/network/game_events'
import type { GameStatistic } from '#domain/players/statistics'

const DAY = 86_400_000
const MINUTE = 60_000

export type Random = () => number

export type PlayerKind = 'game' | 'registered' | 'site'

export type PlannedSession = { server: number; startedAt: number; endedAt: number }

export type PlannedBan = {
  server: number
  startsAt: number
  /** Null: permanent. */
  endsAt: number | null
  liftedAt: number | null
  reason: string
  bannedBy: string
  liftedBy: string | null
}

export type PlannedPlayer = {
  kind: PlayerKind
  /** When the account was created (registered and site-only players). */
  registeredAt: number | null
  emailVerified: boolean
  /** Sorted by start, none overlapping. */
  sessions: PlannedSession[]
  /** Statistics per server index the player played on. */
  stats: Map<number, Record<GameStatistic, number>>
  bans: PlannedBan[]
}

/** How a player of each kind of engagement plays: share of players, days they stay, how often they come. */
const ENGAGEMENTS = [
  { share: 0.55, days: [0, 3], activity: [0.5, 1], minutes: 35 },
  { share: 0.3, days: [7, 60], activity: [0.08, 0.3], minutes: 55 },
  { share: 0.12, days: [60, 400], activity: [0.04, 0.15], minutes: 75 },
  { share: 0.03, days: [365, 3650], activity: [0.08, 0.3], minutes: 100 },
] as const

const SHARE_REGISTERED = 0.37
const SHARE_SITE_ONLY = 0.03
const SHARE_BANNED = 0.02

/** Per hour of play, what a typical player adds to each statistic. */
const STATS_PER_HOUR: Record<GameStatistic, number> = {
  blocksBroken: 420,
  blocksPlaced: 310,
  playersKilled: 0.8,
  mobsKilled: 55,
  deaths: 1.6,
  experience: 1300,
  chatMessages: 14,
  caseOpenings: 0.3,
}

const BAN_REASONS = [
  'Griefing',
  'X-ray client',
  'Spam in chat',
  'Insulting players',
  'Bug abuse',
  'Advertising',
  'Fly hack',
  'Stealing from a private region',
]
const STAFF = ['Sora', 'Kazuma', 'Console', 'Megumin', 'Aqua']

const NICK_HEADS = [
  'Dark',
  'Shadow',
  'Ice',
  'Fire',
  'Steel',
  'Night',
  'Storm',
  'Red',
  'Silver',
  'Lucky',
  'Crazy',
  'Magic',
  'Techno',
  'Iron',
  'Ghost',
  'Cyber',
  'Mega',
  'Super',
  'Toxic',
  'Frost',
  'Wild',
  'Lazy',
  'Mr',
  'Pro',
  'Neo',
  'Void',
  'Sky',
  'Blood',
  'Star',
  'Golden',
]
const NICK_TAILS = [
  'Wolf',
  'Knight',
  'Dragon',
  'Miner',
  'Fox',
  'Hunter',
  'Slayer',
  'Mage',
  'Crafter',
  'Cat',
  'Bear',
  'Ninja',
  'Lord',
  'Rider',
  'King',
  'Builder',
  'Sniper',
  'Panda',
  'Raven',
  'Blade',
  'Creeper',
  'Steve',
  'Alex',
  'Boss',
  'Gamer',
  'Player',
  'Hero',
  'Bot',
  'Witch',
  'Viking',
]
const NICK_NAMES = [
  'Artem',
  'Dima',
  'Max',
  'Kirill',
  'Nikita',
  'Ivan',
  'Egor',
  'Misha',
  'Sasha',
  'Lena',
  'Anya',
  'Vlad',
  'Danya',
  'Timur',
  'Oleg',
  'Denis',
  'Roma',
  'Kostya',
  'Pasha',
  'Katya',
]

function pick<T>(next: Random, items: readonly T[]) {
  return items[Math.floor(next() * items.length)]
}

function between(next: Random, [low, high]: readonly [number, number]) {
  return low + next() * (high - low)
}

/** A standard normal draw (Box–Muller). */
function gauss(next: Random) {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
}

/** A Minecraft-style nickname ([A-Za-z0-9_], at most 16 characters); not unique by itself. */
export function nicknameOf(next: Random) {
  const style = next()
  const digits = () => String(Math.floor(next() * (next() < 0.5 ? 100 : 10_000)))
  const nickname =
    style < 0.35
      ? pick(next, NICK_HEADS) + pick(next, NICK_TAILS)
      : style < 0.6
        ? `${pick(next, NICK_HEADS)}${pick(next, NICK_TAILS)}${digits()}`
        : style < 0.8
          ? `${pick(next, NICK_NAMES)}${next() < 0.5 ? '_' : ''}${digits()}`
          : `${pick(next, NICK_TAILS).toLowerCase()}_${pick(next, NICK_HEADS).toLowerCase()}`
  return nickname.slice(0, 16)
}

/** A version-4-shaped UUID from the seeded source. */
export function uuidOf(next: Random) {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16))
  hex[12] = '4'
  hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

/** Weighted index: the first servers are the most popular. */
function serverOf(next: Random, weights: number[]) {
  let draw = next() * weights.reduce((sum, weight) => sum + weight, 0)
  for (const [index, weight] of weights.entries()) {
    draw -= weight
    if (draw < 0) return index
  }
  return weights.length - 1
}

/**
 * One player's history within [from, to): when they came (more recently, as the network
 * grows), how long they stayed and how often they played, their sessions, statistics and bans.
 */
export function planPlayer(next: Random, from: number, to: number, servers: number): PlannedPlayer {
  const kindDraw = next()
  const kind: PlayerKind =
    kindDraw < SHARE_SITE_ONLY
      ? 'site'
      : kindDraw < SHARE_SITE_ONLY + SHARE_REGISTERED
        ? 'registered'
        : 'game'
  const arrival = from + Math.sqrt(next()) * (to - from)
  if (kind === 'site') {
    return {
      kind,
      registeredAt: Math.floor(arrival / 1000) * 1000,
      emailVerified: next() < 0.6,
      sessions: [],
      stats: new Map(),
      bans: [],
    }
  }

  const sessions = playSessions(next, arrival, to, servers)
  const first = sessions[0]?.startedAt ?? Math.floor(arrival / 1000) * 1000
  const last = sessions.at(-1)?.endedAt ?? first
  const registeredAt =
    kind === 'registered'
      ? Math.min(
          to - MINUTE,
          next() < 0.6
            ? first - Math.floor(next() * 3 * DAY)
            : first + Math.floor(next() * (last - first))
        )
      : null
  return {
    kind,
    registeredAt: registeredAt === null ? null : Math.floor(registeredAt / 1000) * 1000,
    emailVerified: next() < 0.8,
    sessions,
    stats: statistics(next, sessions),
    bans: next() < SHARE_BANNED ? bans(next, sessions, to, servers) : [],
  }
}

function playSessions(next: Random, arrival: number, to: number, servers: number) {
  let draw = next()
  const engagement =
    ENGAGEMENTS.find((candidate) => (draw -= candidate.share) < 0) ?? ENGAGEMENTS[0]
  const stay = between(next, engagement.days)
  const activity = between(next, engagement.activity)
  const weights = Array.from({ length: servers }, (_, index) => 1 / (index + 1))
  const favourite = serverOf(next, weights)
  const roaming = next() * 0.4
  const lastDay = Math.min(
    Math.floor(to / DAY) * DAY,
    Math.floor((arrival + stay * DAY) / DAY) * DAY
  )

  const sessions: PlannedSession[] = []
  let previousEnd = 0
  for (let day = Math.floor(arrival / DAY) * DAY; day <= lastDay; day += DAY) {
    if (sessions.length > 0 && next() >= activity) continue
    const count = 1 + (next() < 0.25 ? 1 : 0) + (next() < 0.08 ? 1 : 0)
    // Evenings first: most sessions start between 15:00 and 23:00 UTC+3.
    let start = day + Math.floor((9 + 14 * Math.sqrt(next())) * 60) * MINUTE
    for (let n = 0; n < count; n++) {
      start = Math.max(start, previousEnd + (5 + Math.floor(next() * 90)) * MINUTE)
      const minutes = Math.exp(Math.log(engagement.minutes) + 0.9 * gauss(next))
      const length = Math.round(Math.min(10 * 60, Math.max(1, minutes)) * 60) * 1000
      const startedAt = Math.floor(start / 1000) * 1000
      const endedAt = startedAt + length
      if (endedAt >= to) return sessions
      const server = next() < roaming ? serverOf(next, weights) : favourite
      sessions.push({ server, startedAt, endedAt })
      previousEnd = endedAt
      start = endedAt
    }
  }
  return sessions
}

function statistics(next: Random, sessions: PlannedSession[]) {
  const hours = new Map<number, number>()
  for (const session of sessions) {
    const played = (session.endedAt - session.startedAt) / 3_600_000
    hours.set(session.server, (hours.get(session.server) ?? 0) + played)
  }
  // A style per player: builders, fighters, talkers.
  const style = Object.fromEntries(
    (Object.keys(STATS_COLUMNS) as GameStatistic[]).map((name) => [name, 0.2 + 1.6 * next()])
  ) as Record<GameStatistic, number>
  const stats = new Map<number, Record<GameStatistic, number>>()
  for (const [server, played] of hours) {
    stats.set(
      server,
      Object.fromEntries(
        (Object.keys(STATS_COLUMNS) as GameStatistic[]).map((name) => [
          name,
          Math.floor(played * STATS_PER_HOUR[name] * style[name] * (0.7 + 0.6 * next())),
        ])
      ) as Record<GameStatistic, number>
    )
  }
  return stats
}

/** One ban (sometimes two) while the player played: some permanent, some lifted early. */
function bans(next: Random, sessions: PlannedSession[], to: number, servers: number) {
  if (sessions.length === 0) return []
  const planned: PlannedBan[] = []
  const count = next() < 0.1 ? 2 : 1
  const used = new Set<number>()
  for (let n = 0; n < count; n++) {
    const session = pick(next, sessions)
    const server = n === 0 ? session.server : Math.floor(next() * servers)
    if (used.has(server)) continue
    used.add(server)
    const startsAt =
      session.endedAt - Math.floor(next() * ((session.endedAt - session.startedAt) / 1000)) * 1000
    const permanent = next() < 0.3
    const endsAt = permanent ? null : startsAt + pick(next, [1, 3, 7, 14, 30]) * DAY
    const liftAfter =
      Math.floor((next() * ((endsAt ?? startsAt + 60 * DAY) - startsAt)) / 1000) * 1000
    const lifted = next() < (permanent ? 0.3 : 0.2) && startsAt + liftAfter < to
    planned.push({
      server,
      startsAt,
      endsAt,
      liftedAt: lifted ? startsAt + liftAfter : null,
      reason: pick(next, BAN_REASONS),
      bannedBy: pick(next, STAFF),
      liftedBy: lifted ? pick(next, STAFF) : null,
    })
  }
  return planned
}
