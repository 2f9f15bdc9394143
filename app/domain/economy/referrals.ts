/*
| Referral rewards (spec §9): the referrer earns for every full hour the
| referral plays, while the referrer has logged in within the last week.
| Times are milliseconds.
*/

export type Span = { start: number; end: number }

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * When each full hour of play was completed, in order: the sessions' time
 * after `from` (the invitation) adds up, and the n-th mark is the moment the
 * total reached n hours.
 */
export function hourMarks(sessions: readonly Span[], from: number): number[] {
  const marks: number[] = []
  let played = 0
  for (const session of [...sessions].sort((a, b) => a.start - b.start)) {
    const start = Math.max(session.start, from)
    if (session.end <= start) continue
    let next = (marks.length + 1) * HOUR_MS
    while (played + (session.end - start) >= next) {
      marks.push(start + (next - played))
      next += HOUR_MS
    }
    played += session.end - start
  }
  return marks
}

/** A login session of the referrer: when it was opened and last used. */
export type LoginTrace = { createdAt: number; lastUsedAt: number }

/**
 * Whether the referrer had logged in within `days` before `at`: a session
 * opened (a login) or last used in that window.
 */
export function wasActive(logins: readonly LoginTrace[], at: number, days: number): boolean {
  const since = at - days * DAY_MS
  const inWindow = (time: number) => time >= since && time <= at
  return logins.some((login) => inWindow(login.createdAt) || inWindow(login.lastUsedAt))
}
