import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Server from '#models/server'
import GameEventService from '#services/network/game_event_service'
import { MAX_EVENTS_PER_BATCH, STATS_COLUMNS } from '#domain/network/game_events'
import type { GameStatistic } from '#domain/players/statistics'
import { seededRandom } from '#domain/platform/seeded_random'
import { DEMO_ACCOUNTS } from '#database/demo/accounts'
import { DEMO_COMMUNITY } from '#database/demo/community'
import type { GameEvent } from '#validators/network/game_event'

const ACCOUNTS = DEMO_ACCOUNTS.map((account) => account.nickname)

/** Days of seeded play: the demo accounts registered before them (accounts.ts). */
export const DAYS = 56
const HOUR = 3_600_000

/**
 * Game history of the embedded default (issue #9): eight weeks of sessions and statistics of
 * the demo players on every demo server, and a few bans, sent through the game API's own
 * ingest as a plugin would, so profiles, playtime charts, tops and the ban list have data.
 * Seeded once: nothing happens when any game event exists.
 */
export async function seedGameActivity() {
  if (await db.from('game_events').first()) return
  const ingest = await app.container.make(GameEventService)
  const next = seededRandom(2026)
  const today = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR
  const servers = await Server.query().orderBy('position')

  for (const server of servers) {
    const events: GameEvent[] = []
    for (const nickname of [...ACCOUNTS, ...DEMO_COMMUNITY]) {
      // Each player has a favourite server or two: more days there.
      const keenness = next()
      // Community players keep to about two servers and came at different times: hours vary
      // from a newcomer's few to a regular's hundred.
      const community = !ACCOUNTS.includes(nickname)
      if (community && next() < 0.5) continue
      const since = community ? 3 + Math.floor(next() * (DAYS - 3)) : DAYS
      for (let day = since; day >= 1; day--) {
        if (next() > keenness * 0.9) continue
        const joinAt = today - day * 24 * HOUR + Math.floor(next() * 20 * HOUR)
        const leaveAt = joinAt + Math.floor(((0.3 + next() * 4) * HOUR) / 1000) * 1000
        events.push(
          { id: randomUUID(), type: 'join', at: joinAt, nickname, uuid: null },
          { id: randomUUID(), type: 'stats', at: leaveAt, nickname, deltas: deltas(next) },
          { id: randomUUID(), type: 'leave', at: leaveAt, nickname }
        )
      }
    }
    events.push(...bans(server, next, today))
    for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BATCH) {
      await ingest.ingest(server, events.slice(start, start + MAX_EVENTS_PER_BATCH))
    }
  }
}

/** What a session of play adds to a player's statistics. */
function deltas(next: () => number) {
  const sizes: Record<GameStatistic, number> = {
    blocksBroken: 900,
    blocksPlaced: 700,
    playersKilled: 4,
    mobsKilled: 120,
    deaths: 5,
    experience: 2500,
    chatMessages: 40,
    caseOpenings: 2,
  }
  const names = Object.keys(STATS_COLUMNS) as GameStatistic[]
  return Object.fromEntries(names.map((name) => [name, Math.floor(next() * sizes[name])]))
}

/**
 * A temporary ban in force, a permanent one, and one lifted early, per server. The reasons are
 * clauses of the demo rules, which the ban list reads out in the reader's language.
 */
function bans(server: Server, next: () => number, today: number): GameEvent[] {
  const pick = () => DEMO_COMMUNITY[Math.floor(next() * DEMO_COMMUNITY.length)]
  const ban = (banId: string, at: number, end: number | null, reason: string) => ({
    id: randomUUID(),
    type: 'ban' as const,
    at,
    banId: `${server.slug}-${banId}`,
    nickname: pick(),
    bannedBy: 'Sora',
    reason,
    start: at,
    end,
  })
  const lifted = ban('3', today - 20 * 24 * HOUR, today + 10 * 24 * HOUR, '1.2')
  return [
    ban('1', today - 2 * 24 * HOUR, today + 5 * 24 * HOUR, '2.2'),
    ban('2', today - 9 * 24 * HOUR, null, '2.1'),
    lifted,
    {
      id: randomUUID(),
      type: 'unban',
      at: lifted.at + 3 * 24 * HOUR,
      banId: lifted.banId,
      by: 'Sora',
    },
  ]
}
