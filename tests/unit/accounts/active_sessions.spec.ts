import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { orderSessions } from '#domain/accounts/active_sessions'

const now = DateTime.utc()
const session = (id: string, hoursAgo: number) => ({
  id,
  lastUsedAt: now.minus({ hours: hoursAgo }),
})

test.group('Session list order', () => {
  test('puts the current session first, then the most recently used', ({ assert }) => {
    const sessions = [session('a', 5), session('b', 1), session('current', 9), session('c', 3)]

    assert.deepEqual(
      orderSessions(sessions, 'current').map((item) => item.id),
      ['current', 'b', 'c', 'a']
    )
  })

  test('orders by last use alone without a current session', ({ assert }) => {
    const sessions = [session('a', 5), session('b', 1)]

    assert.deepEqual(
      orderSessions(sessions, null).map((item) => item.id),
      ['b', 'a']
    )
  })

  test('leaves the given list untouched', ({ assert }) => {
    const sessions = [session('a', 5), session('b', 1)]
    orderSessions(sessions, 'b')
    assert.deepEqual(
      sessions.map((item) => item.id),
      ['a', 'b']
    )
  })
})
