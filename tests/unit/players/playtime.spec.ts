import { test } from '@japa/runner'
import {
  bucketStart,
  isTooFine,
  periodStart,
  resolutionOfPeriod,
  secondsByHour,
  sumIntoBuckets,
  utcTimeOf,
} from '#domain/players/playtime'

const at = (iso: string) => Date.parse(iso)

test.group('Playtime chart rules', () => {
  test('draws each period in its bucket', ({ assert }) => {
    assert.deepEqual(
      (['1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const).map(resolutionOfPeriod),
      ['day', 'day', 'week', 'week', 'month', 'month', 'month']
    )
  })

  test('starts a period the day after the same date months back, max at the first day', ({
    assert,
  }) => {
    assert.equal(periodStart('1m', '2026-03-31', null), '2026-03-04')
    assert.equal(periodStart('1y', '2026-11-23', null), '2025-11-24')
    assert.equal(periodStart('max', '2026-11-23', '2019-06-10'), '2019-06-10')
    assert.equal(periodStart('max', '2026-11-23', null), '2026-11-23')
  })

  test('starts weeks on Monday and months on the 1st (UTC)', ({ assert }) => {
    assert.equal(bucketStart('week', at('2026-02-01T15:00:00Z')), at('2026-01-26T00:00:00Z'))
    assert.equal(bucketStart('month', at('2026-02-28T23:59:59Z')), at('2026-02-01T00:00:00Z'))
    assert.equal(bucketStart('hour', at('2026-02-28T23:59:59Z')), at('2026-02-28T23:00:00Z'))
  })

  test('cuts a session across midnight into hours', ({ assert }) => {
    assert.deepEqual(
      secondsByHour({ start: at('2026-03-31T23:40:00Z'), end: at('2026-04-01T00:10:00Z') }),
      [
        { at: at('2026-03-31T23:00:00Z'), seconds: 1200 },
        { at: at('2026-04-01T00:00:00Z'), seconds: 600 },
      ]
    )
  })

  test('fills every bucket of a range, zeros included', ({ assert }) => {
    const buckets = sumIntoBuckets('day', at('2026-01-30T00:00:00Z'), at('2026-02-02T00:00:00Z'), [
      { at: at('2026-01-31T00:00:00Z'), seconds: 60 },
      { at: at('2026-01-31T00:00:00Z'), seconds: 30 },
    ])
    assert.deepEqual(
      buckets.map((bucket) => bucket.seconds),
      [0, 90, 0]
    )
  })

  test('calls a range too fine past 800 points', ({ assert }) => {
    assert.isFalse(isTooFine('hour', at('2026-01-01T00:00:00Z'), at('2026-01-31T00:00:00Z')))
    assert.isTrue(isTooFine('hour', at('2026-01-01T00:00:00Z'), at('2026-03-01T00:00:00Z')))
    assert.isTrue(isTooFine('day', at('2020-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z')))
    assert.isFalse(isTooFine('month', at('1990-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z')))
  })

  test('reads UTC dates and times, refusing impossible dates', ({ assert }) => {
    assert.equal(utcTimeOf('2026-02-28'), at('2026-02-28T00:00:00Z'))
    assert.equal(utcTimeOf('2026-02-28T10:30'), at('2026-02-28T10:30:00Z'))
    assert.isNaN(utcTimeOf('2026-02-31'))
  })
})
