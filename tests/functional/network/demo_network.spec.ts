import { test } from '@japa/runner'
import { RCON, status, statusLegacy } from 'minecraft-server-util'
import { Rcon } from 'rcon-client'
import { ServerFactory } from '#database/factories/server_factory'
import DeliveryService from '#services/network/delivery_service'
import DemoNetwork from '#dev/demo_network'
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
})
