import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import CommandPlugin, { type PluginCommand } from '#dev/fakes/command_plugin'
import FakeRconServer from '#dev/fakes/rcon_server'
import DeliveryCommand from '#models/delivery_command'
import StoreGrant from '#models/store_grant'
import type Server from '#models/server'
import StoreGrantService from '#services/economy/store_grant_service'
import StorePurchaseService from '#services/economy/store_purchase_service'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { isolateDatabase } from '#tests/support/database'
import { firstFailure } from '#tests/support/deliveries'
import { gameServerWithKey } from '#tests/support/game_api'
import { baseURL } from '#tests/support/browser'
import { freePort } from '#tests/support/server_process'
import { fund } from '#tests/support/wallets'

/** A plugin of the server that records what it ran. */
function pluginFor(key: string) {
  const ran: PluginCommand[] = []
  const plugin = new CommandPlugin({
    baseUrl: baseURL,
    key,
    execute: (command) => {
      ran.push(command)
      return `Ran ${command.command}`
    },
  })
  return { plugin, ran }
}

async function buyer(server: Server, nickname = 'Kirito_92') {
  await StoreRoleFactory.merge({ serverId: server.id, slug: 'vip' }).create()
  const user = await UserFactory.merge({ nickname }).create()
  await fund(user, 'rub', 1000_00)
  const purchases = await app.container.make(StorePurchaseService)
  const buy = (mode?: 'extend' | 'stack') =>
    purchases.buy({ user, type: 'role', slug: 'vip', server: server.slug, period: 'month', mode })
  return { user, buy }
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test.group('Store deliveries', (group) => {
  group.each.setup(isolateDatabase)
  const peers: FakeRconServer[] = []
  group.each.teardown(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()))
  })

  test('a bought role reaches the plugin once', async ({ assert }) => {
    const { server, key } = await gameServerWithKey()
    const { buy } = await buyer(server)
    const { plugin, ran } = pluginFor(key)

    const purchase = await buy()
    assert.deepEqual(await plugin.poll(), [purchase.deliveryId])
    assert.deepEqual(await plugin.poll(), [])

    assert.deepEqual(
      ran.map((command) => command.command),
      ['lp user Kirito_92 parent add vip']
    )
    const delivered = await DeliveryCommand.findOrFail(purchase.deliveryId)
    assert.equal(delivered.state, 'done')
  })

  test('an RCON server down at the purchase gets the role once when it is back', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await ServerFactory.apply('rcon')
      .merge({ rconPort: port, rconPassword: 's3cret' })
      .create()
    const { buy } = await buyer(server)

    // The test queue runs the delivery job inline, retrying until the server is up.
    const bought = buy()
    await firstFailure(server.id)
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen(port)
    const purchase = await bought
    await until(async () => {
      const command = await DeliveryCommand.findOrFail(purchase.deliveryId)
      return command.state === 'done'
    })

    assert.deepEqual(peer.commands, ['lp user Kirito_92 parent add vip'])
  }).timeout(30_000)

  test('expiry removes the role once however often it runs', async ({ assert }) => {
    const { server, key } = await gameServerWithKey()
    const { buy } = await buyer(server)
    const purchase = await buy()
    await StoreGrant.query()
      .where('id', purchase.grant.id)
      .update({ expires_at: DateTime.utc().minus({ minutes: 1 }).toFormat('yyyy-LL-dd HH:mm:ss') })
    const grants = await app.container.make(StoreGrantService)

    const ended = await Promise.all([grants.expireDue(), grants.expireDue()])
    assert.equal(ended[0] + ended[1] + (await grants.expireDue()), 1)

    const { plugin, ran } = pluginFor(key)
    await plugin.poll()
    await plugin.poll()
    // Both in the same second here: the plugin may take them in either order.
    assert.sameMembers(
      ran.map((command) => command.command),
      ['lp user Kirito_92 parent add vip', 'lp user Kirito_92 parent remove vip']
    )
    const grant = await StoreGrant.findOrFail(purchase.grant.id)
    assert.equal(grant.state, 'expired')
  })

  test('a stacked grant still running keeps the role in the game', async ({ assert }) => {
    const { server } = await gameServerWithKey()
    const { user, buy } = await buyer(server)
    const first = await buy()
    await buy('stack')
    await StoreGrant.query()
      .where('id', first.grant.id)
      .update({ expires_at: DateTime.utc().minus({ minutes: 1 }).toFormat('yyyy-LL-dd HH:mm:ss') })

    const grants = await app.container.make(StoreGrantService)
    assert.equal(await grants.expireDue(), 1)

    const commands = await DeliveryCommand.query().where('user_id', user.id)
    assert.isFalse(commands.some((command) => command.command.includes('parent remove')))
  })
})
