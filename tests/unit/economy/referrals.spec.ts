import { test } from '@japa/runner'
import { hourMarks, wasActive } from '#domain/economy/referrals'

const H = 3_600_000
const D = 24 * H

test.group('Referral hours', () => {
  test('marks the moment each full hour of play is reached, across sessions', ({ assert }) => {
    const sessions = [
      { start: 10 * H, end: 10 * H + 90 * 60_000 },
      { start: 20 * H, end: 20 * H + 45 * 60_000 },
      { start: 30 * H, end: 30 * H + 15 * 60_000 },
    ]
    assert.deepEqual(hourMarks(sessions, 0), [11 * H, 20 * H + 30 * 60_000])
  })

  test('counts only play after the invitation', ({ assert }) => {
    const sessions = [{ start: 0, end: 3 * H }]
    assert.deepEqual(hourMarks(sessions, 90 * 60_000), [150 * 60_000])
    assert.deepEqual(hourMarks(sessions, 3 * H), [])
  })

  test('a referrer is active within a week of a login or a use of a session', ({ assert }) => {
    const logins = [{ createdAt: 0, lastUsedAt: 2 * D }]
    assert.isTrue(wasActive(logins, 7 * D, 7))
    assert.isTrue(wasActive(logins, 9 * D, 7))
    assert.isFalse(wasActive(logins, 9 * D + 1, 7))
    assert.isFalse(wasActive(logins, -1, 7))
  })
})
