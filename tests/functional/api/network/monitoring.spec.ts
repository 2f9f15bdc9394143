import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ServerFactory } from '#database/factories/server_factory'
import MonitoringPollService from '#services/network/monitoring_poll_service'
import { isolateDatabase } from '#tests/support/database'
import { closedPort, minecraftServer } from '#tests/support/minecraft'
import { pathFor } from '#tests/support/urls'

test.group('API monitoring', (group) => {
  group.each.setup(isolateDatabase)

  test('answers live status, tps and records from the last poll', async ({ client, assert }) => {
    const peer = await minecraftServer({ online: 21, maxPlayers: 90 })
    try {
      await ServerFactory.merge({ slug: 'hi-tech', host: '127.0.0.1', port: peer.port }).create()
      await ServerFactory.merge({
        slug: 'magic-rpg',
        host: '127.0.0.1',
        port: await closedPort(),
      }).create()
      const poller = await app.container.make(MonitoringPollService)
      await poller.poll()

      const response = await client.get(pathFor('api.network.monitoring.show'))

      response.assertStatus(200)
      const body = response.body()
      assert.sameMembers(Object.keys(body), ['tps', 'servers', 'records'])
      assert.equal(body.tps, 20)
      assert.deepInclude(body.servers['hi-tech'], { up: true, online: 21, max: 90, tps: 20 })
      assert.deepInclude(body.servers['magic-rpg'], { up: false, online: 0 })
      assert.deepInclude(body.records, { onlineCurrent: 21, onlineDay: 21, onlineMax: 21 })
      assert.isString(body.records.timeOnlineMax)

      const online = await client.get(pathFor('api.network.online.show'))
      online.assertStatus(200)
      assert.deepEqual(online.body(), { online: 21, servers: { 'hi-tech': 21, 'magic-rpg': 0 } })
    } finally {
      await peer.close()
    }
  }).timeout(20_000)

  test('answers 304 without a body to the ETag it sent, until something changes', async ({
    client,
    assert,
  }) => {
    const peer = await minecraftServer({ online: 2 })
    try {
      await ServerFactory.merge({ slug: 'sky', host: '127.0.0.1', port: peer.port }).create()
      const poller = await app.container.make(MonitoringPollService)
      await poller.poll()

      const first = await client.get(pathFor('api.network.monitoring.show'))
      const etag = first.header('etag')!
      assert.match(etag, /^"[\w-]+"$/)
      assert.equal(first.header('cache-control'), 'no-cache')

      const again = await client
        .get(pathFor('api.network.monitoring.show'))
        .header('If-None-Match', etag)
      again.assertStatus(304)
      assert.equal(again.text(), '')
      const listed = await client
        .get(pathFor('api.network.monitoring.show'))
        .header('If-None-Match', `"other", W/${etag}`)
      listed.assertStatus(304)

      peer.state.online = 3
      await poller.poll()
      const changed = await client
        .get(pathFor('api.network.monitoring.show'))
        .header('If-None-Match', etag)
      changed.assertStatus(200)
      assert.notEqual(changed.header('etag'), etag)
      assert.equal(changed.body().servers.sky.online, 3)
    } finally {
      await peer.close()
    }
  }).timeout(20_000)

  test('answers before any poll: every server down, tps 20', async ({ client, assert }) => {
    await ServerFactory.merge({ slug: 'fresh', host: '127.0.0.1', port: 4620 }).create()

    const response = await client.get(pathFor('api.network.monitoring.show'))

    response.assertStatus(200)
    assert.deepInclude(response.body().servers.fresh, { up: false, online: 0, checkedAt: null })
    assert.deepInclude(response.body().records, { onlineCurrent: 0, timeOnlineMax: null })
  })
})
