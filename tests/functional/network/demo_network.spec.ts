import { test } from '@japa/runner'
import { RCON, status, statusLegacy } from 'minecraft-server-util'
import { Rcon } from 'rcon-client'
import { ServerFactory } from '#database/factories/server_factory'
import DeliveryService from '#services/network/delivery_service'
import app from '@adonisjs/core/services/app'
import DemoNetwork from '#dev/demo_network'
import PlayerTopService from '#services/players/player_top_service'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { seedGameActivity } from '#database/demo/game_activity'
import { DEMO_COMMUNITY } from '#database/demo/community'
import { TOP_PER_PAGE } from '#domain/players/tops'
import { baseURL } from '#tests/support/browser'
import { isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)

test.group('Demo network', (group) => {
  group.each.setup(isolateDatabase)

  test('a plugin server of the demo pulls a queued command, runs it once and acks it', async ({
    assert,
  }) => {
    const server = await ServerFactory.merge({ host: '127.0.0.1', port: 4623 }).create()
    const command = await new DeliveryService().enqueue({
      serverId: server.id,
      nickname: 'Megumin',
      command: 'lp user Megumin parent add vip',
      idempotencyKey: 'demo-network-test',
    })
    const network = new DemoNetwork(baseURL)
    // Ticks are driven by the test, not a timer.
    await network.start(60 * 60 * 1000)
    try {
      assert.equal(await stateOf(command.id), 'done')
      const plugin = network.servers[0].plugin!
      assert.deepEqual([...plugin.executed.keys()], [command.id])

      await network.tick()
      assert.lengthOf(plugin.lastOffered, 0)
    } finally {
      await network.stop()
    }
  })

  test('answers real Minecraft clients: status pings parse, a wrong RCON password is refused', async ({
    assert,
  }) => {
    const server = await ServerFactory.merge({
      host: '127.0.0.1',
      port: 4624 + offset,
      gameVersion: '1.16.5',
      rconHost: '127.0.0.1',
      rconPort: 4625 + offset,
      rconPassword: 'demo-rcon',
    }).create()
    const network = new DemoNetwork(baseURL)
    await network.start(60 * 60 * 1000)
    try {
      const modern = await status('127.0.0.1', server.port!, { enableSRV: false, timeout: 3000 })
      assert.equal(modern.version.name, '1.16.5')
      assert.equal(modern.version.protocol, 754)
      assert.equal(modern.motd.clean, server.name)
      // A 1.7+ server reports protocol 127 to the legacy ping.
      const legacy = await statusLegacy('127.0.0.1', server.port!, {
        enableSRV: false,
        timeout: 3000,
      })
      assert.equal(legacy.version?.protocol, 127)
      assert.equal(legacy.version?.name, '1.16.5')
      assert.equal(legacy.players.online, modern.players.online)

      await assert.rejects(() =>
        Rcon.connect({ host: '127.0.0.1', port: server.rconPort!, password: 'wrong' })
      )
      const rcon = await Rcon.connect({
        host: '127.0.0.1',
        port: server.rconPort!,
        password: 'demo-rcon',
      })
      assert.equal(await rcon.send('list'), 'Executed: list')
      await rcon.end()

      const refused = new RCON()
      await refused.connect('127.0.0.1', server.rconPort!)
      await assert.rejects(() => refused.login('wrong', { timeout: 3000 }))
      refused.close()
      const util = new RCON()
      await util.connect('127.0.0.1', server.rconPort!)
      await util.login('demo-rcon', { timeout: 3000 })
      assert.equal(await util.execute('list'), 'Executed: list')
      util.close()
    } finally {
      await network.stop()
    }
  }).timeout(30_000)

  test('the tops read like a community: seeded players with hours fill them, no numbered bots', async ({
    assert,
  }) => {
    const server = await ServerFactory.merge({
      slug: 'techno-magic-rpg',
      host: '127.0.0.1',
      port: 4626 + offset,
    }).create()
    await seedGameActivity()
    await new PlaytimeTotalService().refresh({ full: true })
    const tops = await app.container.make(PlayerTopService)
    for (const scope of [server, null]) {
      const top = await tops.page({
        type: 'playtime',
        period: 'all',
        server: scope,
        page: 1,
        viewer: null,
      })
      assert.lengthOf(top.entries, TOP_PER_PAGE)
      // Live newcomers start from nothing: the seeded history holds the first page with hours.
      assert.isAtLeast(top.entries.at(-1)!.value, 3600)
    }

    const network = new DemoNetwork(baseURL)
    await network.start(60 * 60 * 1000)
    try {
      for (let i = 0; i < 5; i++) await network.tick()
      const online = [...network.servers[0].online]
      assert.isNotEmpty(online)
      for (const nickname of online) assert.notMatch(nickname, /^[a-z]+_\d+$/)
      assert.includeMembers(network.players, [...DEMO_COMMUNITY])
      assert.lengthOf(
        new Set(network.players.map((name) => name.toLowerCase())),
        network.players.length
      )
    } finally {
      await network.stop()
    }
  })
})
