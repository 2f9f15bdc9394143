/*
| Limits and rules of the game API's events (game-api.md `POST events`, docs/game-api.md).
| Pure: no I/O, no framework.
*/
import type { GameStatistic } from '#domain/players/statistics'

/** Events in one `POST events` batch at most (game-api.md). */
export const MAX_EVENTS_PER_BATCH = 500

/** A stats delta above this is refused: one event never adds more to a counter. */
export const MAX_STATS_DELTA = 1_000_000_000

/** An event's `at` may run this far ahead of the site's clock (clock drift), not further. */
export const FUTURE_TOLERANCE_MS = 10 * 60_000

/**
 * An event's `at` may lie this many days back, not further: a session is credited day by day,
 * so a join from 1970 would write 20 000 day rows. Two years covers any plugin outage and the
 * yearly tops and ranges, which read one year back.
 */
export const MAX_EVENT_AGE_DAYS = 731

/**
 * The `game_player_statistics` column of each statistic: a stats delta of
 * game-api.md adds to it, the profile reads it.
 */
export const STATS_COLUMNS: Record<GameStatistic, string> = {
  blocksBroken: 'blocks_broken',
  blocksPlaced: 'blocks_placed',
  playersKilled: 'players_killed',
  mobsKilled: 'mobs_killed',
  deaths: 'deaths',
  experience: 'experience',
  chatMessages: 'chat_messages',
  caseOpenings: 'case_openings',
}

export type StatsDeltas = Partial<Record<GameStatistic, number>>

export const EVENT_TYPES = ['join', 'leave', 'stats', 'ban', 'unban'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export type DeltasProblem =
  | { problem: 'not_object' }
  | { problem: 'empty' }
  | { problem: 'unknown'; name: string }
  | { problem: 'invalid'; name: string }

/** What is wrong with a stats event's deltas, or null: known names, whole numbers 0…10⁹. */
export function checkDeltas(deltas: unknown): DeltasProblem | null {
  if (typeof deltas !== 'object' || deltas === null || Array.isArray(deltas)) {
    return { problem: 'not_object' }
  }
  const entries = Object.entries(deltas)
  if (entries.length === 0) return { problem: 'empty' }
  for (const [name, value] of entries) {
    // Own names only: `constructor` or `toString` are `in` every object.
    if (!Object.hasOwn(STATS_COLUMNS, name)) return { problem: 'unknown', name }
    if (!Number.isInteger(value) || value < 0 || value > MAX_STATS_DELTA) {
      return { problem: 'invalid', name }
    }
  }
  return null
}

/** Milliseconds of an event time, cut to the whole second (the database keeps seconds). */
export function wholeSecond(at: number) {
  return Math.floor(at / 1000) * 1000
}
