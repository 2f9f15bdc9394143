import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  bucketMeans,
  currentTps,
  dayStart,
  nextRecord,
  periodGrid,
  type OnlineRecordState,
} from '#domain/network/online_history'

const MOSCOW = 'Europe/Moscow'
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('Online history rules', () => {
  test('keeps the day peak and its time until a higher count', ({ assert }) => {
    let record: OnlineRecordState | null = null
    record = nextRecord(record, 10, utc('2026-03-01T10:00:00Z'), MOSCOW)
    record = nextRecord(record, 25, utc('2026-03-01T11:00:00Z'), MOSCOW)
    record = nextRecord(record, 25, utc('2026-03-01T12:00:00Z'), MOSCOW)
    record = nextRecord(record, 7, utc('2026-03-01T13:00:00Z'), MOSCOW)
    assert.equal(record.day, '2026-03-01')
    assert.equal(record.onlineDay, 25)
    assert.equal(record.timeOnlineDay.toISO(), '2026-03-01T11:00:00.000Z')
    assert.equal(record.onlineMax, 25)
    assert.equal(record.timeOnlineMax.toISO(), '2026-03-01T11:00:00.000Z')
  })

  test('rolls the day peak over at midnight in the configured time zone', ({ assert }) => {
    // 20:59 UTC is 23:59 in Moscow; 21:00 UTC is the next Moscow day.
    let record = nextRecord(null, 40, utc('2026-03-01T20:59:00Z'), MOSCOW)
    record = nextRecord(record, 3, utc('2026-03-01T21:00:00Z'), MOSCOW)
    assert.equal(record.day, '2026-03-02')
    assert.equal(record.onlineDay, 3)
    assert.equal(record.timeOnlineDay.toISO(), '2026-03-01T21:00:00.000Z')
    assert.equal(record.onlineMax, 40)

    // The same instants in UTC are still one day.
    let utcRecord = nextRecord(null, 40, utc('2026-03-01T20:59:00Z'), 'UTC')
    utcRecord = nextRecord(utcRecord, 3, utc('2026-03-01T21:00:00Z'), 'UTC')
    assert.equal(utcRecord.onlineDay, 40)
  })

  test('shows the tps of a heartbeat of the last minute, else 20', ({ assert }) => {
    const now = utc('2026-03-01T10:00:00Z')
    assert.equal(currentTps(null, now), 20)
    assert.equal(currentTps({ tps: 17.5, receivedAt: now.minus({ seconds: 59 }) }, now), 17.5)
    assert.equal(currentTps({ tps: 17.5, receivedAt: now.minus({ seconds: 61 }) }, now), 20)
  })

  test('daily buckets start at local midnight', ({ assert }) => {
    assert.equal(dayStart(utc('2026-03-01T22:30:00Z'), MOSCOW).toISO(), '2026-03-01T21:00:00.000Z')
    assert.equal(dayStart(utc('2026-03-01T20:30:00Z'), MOSCOW).toISO(), '2026-02-28T21:00:00.000Z')
  })

  test('grids end with the bucket holding now', ({ assert }) => {
    const now = utc('2026-03-01T10:07:00Z')
    const day = periodGrid('day', now, MOSCOW)
    assert.lengthOf(day, 288)
    assert.equal(day.at(-1)!.toISO(), '2026-03-01T10:05:00.000Z')
    assert.lengthOf(periodGrid('week', now, MOSCOW), 168)
    const year = periodGrid('year', now, MOSCOW)
    assert.lengthOf(year, 365)
    assert.equal(year.at(-1)!.toISO(), '2026-02-28T21:00:00.000Z')
  })

  test('averages rows into buckets and leaves empty ones null', ({ assert }) => {
    const grid = [
      utc('2026-03-01T10:00:00Z'),
      utc('2026-03-01T11:00:00Z'),
      utc('2026-03-01T12:00:00Z'),
    ]
    const means = bucketMeans(grid, [
      { at: utc('2026-03-01T09:59:00Z'), sum: 100, count: 1 },
      { at: utc('2026-03-01T10:00:00Z'), sum: 10, count: 1 },
      { at: utc('2026-03-01T10:30:00Z'), sum: 30, count: 2 },
      { at: utc('2026-03-01T12:59:00Z'), sum: 7, count: 1 },
    ])
    assert.deepEqual(means, [13, null, 7])
  })
})
