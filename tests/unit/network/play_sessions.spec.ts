import { test } from '@japa/runner'
import {
  OFFLINE,
  comparePresence,
  replayPresence,
  secondsByUtcDay,
  type PresenceEntry,
} from '#domain/network/play_sessions'

const T = Date.parse('2025-11-20T22:00:00Z')
const at = (minutes: number) => T + minutes * 60_000
const join = (minutes: number): PresenceEntry => ({
  kind: 'join',
  at: at(minutes),
  source: 'event',
})
const leave = (minutes: number): PresenceEntry => ({
  kind: 'leave',
  at: at(minutes),
  source: 'event',
})

function sessions(entries: PresenceEntry[]) {
  const result = replayPresence(OFFLINE, [...entries].sort(comparePresence))
  return {
    online: result.state.online,
    spans: result.sessions.map((s) => [
      (s.startedAt - T) / 60_000,
      (s.endedAt - T) / 60_000,
      s.endReason,
    ]),
  }
}

test.group('Play sessions from joins and leaves', () => {
  test('{case}')
    .with([
      {
        case: 'a join and a leave make one session',
        entries: [join(0), leave(30)],
        spans: [[0, 30, 'leave']],
        online: false,
      },
      {
        case: 'a leave without a join credits nothing',
        entries: [leave(10)],
        spans: [],
        online: false,
      },
      { case: 'a join without a leave stays open', entries: [join(5)], spans: [], online: true },
      {
        case: 'a second join closes the open session',
        entries: [join(0), join(20), leave(30)],
        spans: [
          [0, 20, 'rejoin'],
          [20, 30, 'leave'],
        ],
        online: false,
      },
      {
        case: 'events out of order pair by time',
        entries: [leave(30), join(0), leave(90), join(60)],
        spans: [
          [0, 30, 'leave'],
          [60, 90, 'leave'],
        ],
        online: false,
      },
      {
        case: 'a leave and a join at the same instant are a rejoin',
        entries: [join(0), join(10), leave(10)],
        spans: [[0, 10, 'leave']],
        online: true,
      },
      {
        case: 'a second leave is ignored',
        entries: [join(0), leave(10), leave(20)],
        spans: [[0, 10, 'leave']],
        online: false,
      },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(sessions(row.entries), { online: row.online, spans: row.spans })
    })

  test('a heartbeat leave is marked as such', ({ assert }) => {
    const result = replayPresence(OFFLINE, [
      join(0),
      { kind: 'leave', at: at(3), source: 'heartbeat' },
    ])
    assert.equal(result.sessions[0].endReason, 'heartbeat')
  })

  test('splits a session over midnight UTC between the two days', ({ assert }) => {
    assert.deepEqual(secondsByUtcDay(at(90), at(150)), [
      { day: '2025-11-20', seconds: 30 * 60 },
      { day: '2025-11-21', seconds: 30 * 60 },
    ])
    assert.deepEqual(secondsByUtcDay(at(0), at(60 * 24 * 2 + 120)), [
      { day: '2025-11-20', seconds: 7200 },
      { day: '2025-11-21', seconds: 86400 },
      { day: '2025-11-22', seconds: 86400 },
    ])
    assert.deepEqual(secondsByUtcDay(at(0), at(0)), [])
  })
})
