/*
| How joins and leaves become play sessions and playtime (game-api.md, docs/game-api.md
| "Playtime"). Pure: times are milliseconds since the epoch, whole seconds.
|
| A player's presence on a server is a timeline of joins and leaves ordered by their time.
| Each join opens a session that the next timeline entry closes: a leave ends it, a later
| join ends it and opens the next (a join without a leave). A leave with no open session
| (a leave without a join) credits nothing. Sessions are therefore a function of the
| timeline alone, so an event that arrives late is handled by replaying the timeline from
| the entry before it.
*/

export type PresenceKind = 'join' | 'leave'

/** Where a timeline entry came from: a plugin event or the heartbeat's online list. */
export type PresenceSource = 'event' | 'heartbeat'

export type PresenceEntry = { kind: PresenceKind; at: number; source: PresenceSource }

/** A player's presence on one server after the timeline so far. */
export type PresenceState = {
  online: boolean
  /** Start of the open session, when online. */
  since: number | null
  /** The last time the player was known to be online (a join or a heartbeat listing them). */
  lastSeenAt: number | null
  /** Time of the latest timeline entry; an entry before it means a replay. */
  lastEventAt: number | null
}

export type SessionEnd = 'leave' | 'rejoin' | 'heartbeat'

export type ClosedSession = { startedAt: number; endedAt: number; endReason: SessionEnd }

export const OFFLINE: PresenceState = {
  online: false,
  since: null,
  lastSeenAt: null,
  lastEventAt: null,
}

const DAY_MS = 86_400_000

/** Timeline order: by time; at the same instant a leave comes before a join (a rejoin). */
export function comparePresence(a: PresenceEntry, b: PresenceEntry) {
  if (a.at !== b.at) return a.at - b.at
  if (a.kind === b.kind) return 0
  return a.kind === 'leave' ? -1 : 1
}

/** Applies timeline entries (already in timeline order) to a state: the new state and the sessions closed. */
export function replayPresence(start: PresenceState, entries: PresenceEntry[]) {
  let state = { ...start }
  const sessions: ClosedSession[] = []
  for (const entry of entries) {
    if (state.online && state.since !== null) {
      const endReason: SessionEnd =
        entry.kind === 'join' ? 'rejoin' : entry.source === 'heartbeat' ? 'heartbeat' : 'leave'
      sessions.push({ startedAt: state.since, endedAt: entry.at, endReason })
    }
    state =
      entry.kind === 'join'
        ? { online: true, since: entry.at, lastSeenAt: entry.at, lastEventAt: entry.at }
        : { online: false, since: null, lastSeenAt: state.lastSeenAt, lastEventAt: entry.at }
  }
  return { state, sessions }
}

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDay(at: number) {
  return new Date(at).toISOString().slice(0, 10)
}

/** Seconds of a session per UTC day it touches (a session over midnight counts on both days). */
export function secondsByUtcDay(startedAt: number, endedAt: number) {
  const days: { day: string; seconds: number }[] = []
  let from = startedAt
  while (from < endedAt) {
    const midnight = Math.floor(from / DAY_MS) * DAY_MS + DAY_MS
    const to = Math.min(midnight, endedAt)
    days.push({ day: utcDay(from), seconds: Math.round((to - from) / 1000) })
    from = to
  }
  return days
}
