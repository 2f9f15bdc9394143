import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import OnlineAggregate from '#models/online_aggregate'
import OnlineSample from '#models/online_sample'
import OnlineRecord from '#models/online_record'
import ServerHeartbeat from '#models/server_heartbeat'
import monitoringConfig from '#config/monitoring'
import MonitoringPollService from '#services/network/monitoring_poll_service'
import MonitoringService from '#services/network/monitoring_service'
import { isolateDatabase } from '#tests/support/database'
import { closedPort, minecraftServer, silentServer } from '#tests/support/minecraft'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/** minecraft-protocol loads its protocol data on the first ping, which takes a while. */
async function pollService(timeoutMs = 3000) {
  const service = await app.container.make(MonitoringPollService)
  service.config = { ...monitoringConfig, timeoutMs, timeZone: 'Europe/Moscow' }
  return service
}

test.group('Monitoring poll', (group) => {
  group.each.setup(isolateDatabase)

  test('stores online, max, version and latency of a live server', async ({ assert }) => {
    const peer = await minecraftServer({ version: '1.12.2', maxPlayers: 120, online: 17 })
    try {
      const server = await ServerFactory.merge({
        slug: 'hi-tech',
        host: '127.0.0.1',
        port: peer.port,
      }).create()
      const service = await pollService()
      await service.poll()

      const snapshot = await new MonitoringService().snapshot()
      assert.deepInclude(snapshot.servers['hi-tech'], {
        up: true,
        online: 17,
        max: 120,
        version: '1.12.2',
        tps: 20,
      })
      assert.isNumber(snapshot.servers['hi-tech'].latencyMs)
      assert.equal(snapshot.records.onlineCurrent, 17)
      assert.equal(snapshot.records.onlineMax, 17)
      assert.equal(snapshot.tps, 20)

      // A heartbeat of the game API brings the server's own tps.
      await ServerHeartbeat.create({
        serverId: server.id,
        tps: 18.5,
        maxPlayers: 120,
        onlineCount: 0,
        online: [],
        receivedAt: DateTime.utc(),
      })
      await service.poll()
      const { servers, tps } = await new MonitoringService().snapshot()
      assert.equal(servers['hi-tech'].tps, 18.5)
      assert.equal(tps, 18.5)
    } finally {
      await peer.close()
    }
  }).timeout(20_000)

  test('marks a server down while it is away and up again when it is back', async ({ assert }) => {
    const peer = await minecraftServer({ online: 4 })
    const port = peer.port
    const server = await ServerFactory.merge({ slug: 'sky', host: '127.0.0.1', port }).create()
    const service = await pollService()
    const monitoring = new MonitoringService()
    await service.poll(utc('2026-03-01T10:00:00Z'))
    await peer.close()

    await service.poll(utc('2026-03-01T10:00:10Z'))
    const { servers: whileDown } = await monitoring.snapshot()
    const down = whileDown.sky
    assert.deepInclude(down, { up: false, online: 0, max: 20, version: '1.12.2' })
    assert.equal(down.changedAt, '2026-03-01T10:00:10.000Z')

    const back = await minecraftServer({ online: 6, port })
    try {
      await service.poll(utc('2026-03-01T10:00:20Z'))
      const { servers: whenBack } = await monitoring.snapshot()
      const up = whenBack.sky
      assert.deepInclude(up, { up: true, online: 6, changedAt: '2026-03-01T10:00:20.000Z' })
    } finally {
      await back.close()
    }
    const samples = await OnlineSample.query().where('serverId', server.id).orderBy('sampledAt')
    assert.deepEqual(
      samples.map((sample) => [sample.online, sample.up]),
      [
        [4, true],
        [0, false],
        [6, true],
      ]
    )
    const hour = await OnlineAggregate.query()
      .where({ serverId: server.id, period: 'hour' })
      .firstOrFail()
    assert.deepInclude(hour.serialize(), { samples: 3, onlineSum: 10, onlineMax: 6 })
  }).timeout(20_000)

  test('counts a server silent past the timeout as down, without waiting longer', async ({
    assert,
  }) => {
    const silent = await silentServer()
    try {
      await ServerFactory.merge({ slug: 'slow', host: '127.0.0.1', port: silent.port }).create()
      await ServerFactory.merge({
        slug: 'gone',
        host: '127.0.0.1',
        port: await closedPort(),
      }).create()
      const started = performance.now()
      const service = await pollService(400)
      await service.poll()
      assert.isBelow(performance.now() - started, 1500)
      const { servers } = await new MonitoringService().snapshot()
      assert.isFalse(servers.slow.up)
      assert.isFalse(servers.gone.up)
    } finally {
      await silent.close()
    }
  })

  test('rolls the day record over at midnight in the configured time zone', async ({ assert }) => {
    const peer = await minecraftServer({ online: 30 })
    try {
      await ServerFactory.merge({ slug: 'rpg', host: '127.0.0.1', port: peer.port }).create()
      const service = await pollService()
      // 23:58 Moscow time.
      await service.poll(utc('2026-03-01T20:58:00Z'))
      peer.state.online = 12
      // 00:01 Moscow time, the next day.
      await service.poll(utc('2026-03-01T21:01:00Z'))

      const record = await OnlineRecord.findOrFail('network')
      assert.equal(record.day, '2026-03-02')
      assert.equal(record.onlineDay, 12)
      assert.equal(record.timeOnlineDay.toUTC().toISO(), '2026-03-01T21:01:00.000Z')
      assert.equal(record.onlineMax, 30)
      assert.equal(record.timeOnlineMax.toUTC().toISO(), '2026-03-01T20:58:00.000Z')
      const days = await OnlineAggregate.query().where('period', 'day').orderBy('startsAt')
      assert.deepEqual(
        days.map((day) => [day.startsAt.toUTC().toISO(), day.onlineMax]),
        [
          ['2026-02-28T21:00:00.000Z', 30],
          ['2026-03-01T21:00:00.000Z', 12],
        ]
      )
    } finally {
      await peer.close()
    }
  }).timeout(20_000)
})
