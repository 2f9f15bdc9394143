import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import OnlineRecord from '#models/online_record'
import OnlineHistoryService from '#services/network/online_history_service'
import { isolateDatabase } from '#tests/support/database'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('Online history back-fill', (group) => {
  group.each.setup(isolateDatabase)

  test('raises the records to the back-filled peaks, the day record after midnight in the time zone', async ({
    assert,
  }) => {
    const server = await ServerFactory.create()
    const history = new OnlineHistoryService('Europe/Moscow')
    // 23:50 and 23:55 Moscow time, then 00:00 and 00:05 the next day.
    const points = [
      { at: utc('2026-03-01T20:50:00Z'), online: 130 },
      { at: utc('2026-03-01T20:55:00Z'), online: 90 },
      { at: utc('2026-03-01T21:00:00Z'), online: 40 },
      { at: utc('2026-03-01T21:05:00Z'), online: 43 },
    ]
    await history.backfill(server.id, points, utc('2026-03-01T21:06:00Z'))
    await history.raiseRecord(`server:${server.id}`, points)

    const record = await OnlineRecord.findOrFail(`server:${server.id}`)
    assert.equal(record.day, '2026-03-02')
    assert.equal(record.onlineDay, 43)
    assert.equal(record.timeOnlineDay.toUTC().toISO(), '2026-03-01T21:05:00.000Z')
    assert.equal(record.onlineMax, 130)
    assert.equal(record.timeOnlineMax.toUTC().toISO(), '2026-03-01T20:50:00.000Z')

    // A record the poller already holds is only ever raised.
    await history.raiseRecord(`server:${server.id}`, [
      { at: utc('2026-03-01T21:10:00Z'), online: 12 },
    ])
    await record.refresh()
    assert.equal(record.onlineDay, 43)
    assert.equal(record.onlineMax, 130)
  })
})
