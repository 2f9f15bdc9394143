import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import DeliveryService from '#services/network/delivery_service'
import DemoNetwork from '#dev/demo_network'
import { baseURL } from '#tests/support/browser'
import { isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'

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
})
