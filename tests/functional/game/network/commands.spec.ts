import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import CommandPlugin, { type PluginCommand } from '#dev/fakes/command_plugin'
import FakeRconServer from '#dev/fakes/rcon_server'
import type DeliveryCommand from '#models/delivery_command'
import type Server from '#models/server'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { isolateDatabase } from '#tests/support/database'
import { serialized, stateOf } from '#tests/support/deliveries'
import { gameCall, gameServerWithKey } from '#tests/support/game_api'
import { baseURL } from '#tests/support/browser'
import { pathFor } from '#tests/support/urls'

function commandsOf(server: Server, overrides: Partial<DeliveryCommand> = {}) {
  return DeliveryCommandFactory.merge({ serverId: server.id, ...overrides })
}

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

test.group('Game API commands', (group) => {
  group.each.setup(isolateDatabase)

  test('offers the due commands in the contract shape until each is acked', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server, { nickname: 'Steve', command: 'say hi' }).create()
    await commandsOf(server, { availableAt: command.availableAt.plus({ hours: 1 }) }).create()
    // As stored: whole seconds on SQLite.
    await command.refresh()

    const first = await client.get(pathFor('game.network.commands.index')).bearerToken(key)
    first.assertStatus(200)
    first.assertBody({
      commands: [
        {
          id: command.id,
          nickname: 'Steve',
          command: 'say hi',
          requiresOnline: false,
          createdAt: command.createdAt.toUTC().toISO(),
        },
      ],
    })
    assert.containsSubset(await serialized(command.id), { state: 'sent', transport: 'plugin' })

    const again = await client.get(pathFor('game.network.commands.index')).bearerToken(key)
    assert.deepEqual(
      again.body().commands.map((offered: PluginCommand) => offered.id),
      [command.id]
    )

    const ack = await gameCall(
      client,
      key,
      pathFor('game.network.command_acks.store', { id: command.id }),
      {
        status: 'done',
        output: 'Said hi',
      }
    )
    ack.assertStatus(200)
    ack.assertBody({ ok: true })
    const after = await client.get(pathFor('game.network.commands.index')).bearerToken(key)
    after.assertBody({ commands: [] })
    assert.containsSubset(await serialized(command.id), {
      state: 'done',
      output: 'Said hi',
      attempts: 2,
    })
  })

  test('an ack again answers the same and changes nothing', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server).create()

    await gameCall(client, key, pathFor('game.network.command_acks.store', { id: command.id }), {
      status: 'done',
      output: 'first',
    })
    const again = await gameCall(
      client,
      key,
      pathFor('game.network.command_acks.store', { id: command.id }),
      {
        status: 'failed',
        output: 'second',
      }
    )
    again.assertStatus(200)
    again.assertBody({ ok: true })
    assert.containsSubset(await serialized(command.id), { state: 'done', output: 'first' })
  })

  test('an ack of another server’s command or an unknown id is a 404', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const other = await gameServerWithKey()
    const foreign = await commandsOf(other.server).create()

    const response = await gameCall(
      client,
      key,
      pathFor('game.network.command_acks.store', { id: foreign.id }),
      { status: 'done' }
    )
    response.assertStatus(404)
    response.assertBodyContains({ error: 'not_found', error_code: 404 })
    assert.equal(await stateOf(foreign.id), 'queued')
    const unknown = await gameCall(
      client,
      key,
      pathFor('game.network.command_acks.store', { id: 'nope' }),
      { status: 'done' }
    )
    unknown.assertStatus(404)
  })

  test('refuses a wrong ack status and a limit outside 1–100', async ({ client }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server).create()

    const ack = await gameCall(
      client,
      key,
      pathFor('game.network.command_acks.store', { id: command.id }),
      { status: 'ran' }
    )
    ack.assertStatus(400)
    const limit = await client
      .get(pathFor('game.network.commands.index', {}, { limit: '0' }))
      .bearerToken(key)
    limit.assertStatus(400)
    const missingKey = await client.get(pathFor('game.network.commands.index'))
    missingKey.assertStatus(401)
  })

  test('hands out at most limit commands, oldest first', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const base = await commandsOf(server).create()
    const later = await commandsOf(server, {
      createdAt: base.createdAt.plus({ seconds: 5 }),
    }).create()

    const response = await client
      .get(pathFor('game.network.commands.index', {}, { limit: '1' }))
      .bearerToken(key)
    assert.deepEqual(
      response.body().commands.map((offered: PluginCommand) => offered.id),
      [base.id]
    )
    assert.equal(await stateOf(later.id), 'queued')
  })

  test('a lost ack is re-pulled and the plugin runs the command once', async ({ assert }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server, { command: 'lp user Steve parent add vip' }).create()
    const { plugin, ran } = pluginFor(key)

    plugin.dropAcks.add(command.id)
    assert.deepEqual(await plugin.poll(), [command.id])
    assert.equal(await stateOf(command.id), 'sent')
    assert.deepEqual(await plugin.poll(), [])
    assert.lengthOf(ran, 1)
    assert.containsSubset(await serialized(command.id), {
      state: 'done',
      output: 'Ran lp user Steve parent add vip',
    })
  })

  test('an online-only command waits while the player is away and runs once they join', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server, { nickname: 'Alex' }).apply('online').create()
    const { plugin, ran } = pluginFor(key)

    assert.deepEqual(await plugin.poll(), [])
    assert.equal(await stateOf(command.id), 'waiting_for_player')

    const heartbeat = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: 20,
      maxPlayers: 50,
      online: [{ nickname: 'Alex' }],
    })
    heartbeat.assertStatus(200)
    assert.equal(await stateOf(command.id), 'queued')
    assert.deepEqual(await plugin.poll(), [command.id])
    assert.deepEqual(
      ran.map((run) => run.nickname),
      ['Alex']
    )
    assert.equal(await stateOf(command.id), 'done')
  })
  test('a join event wakes the commands waiting for that player', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const command = await commandsOf(server, { nickname: 'Alex', state: 'waiting_for_player' })
      .apply('online')
      .create()

    const joined = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ id: randomUUID(), type: 'join', at: new Date().toISOString(), nickname: 'alex' }],
    })
    joined.assertStatus(200)
    assert.equal(await stateOf(command.id), 'queued')
    const pulled = await client.get(pathFor('game.network.commands.index')).bearerToken(key)
    assert.deepEqual(
      pulled.body().commands.map((offered: PluginCommand) => offered.id),
      [command.id]
    )
  })
})

test.group('Game API commands of an RCON server', (group) => {
  group.each.setup(isolateDatabase)
  const peers: FakeRconServer[] = []
  group.each.teardown(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()))
  })

  test('are not pulled; an online-only one goes over RCON when the player joins', async ({
    client,
    assert,
  }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const { server, key } = await gameServerWithKey()
    server.merge({
      deliveryTransport: 'rcon',
      rconHost: '127.0.0.1',
      rconPort: peer.port,
      rconPassword: 's3cret',
    })
    await server.save()
    const command = await commandsOf(server, { nickname: 'Alex', command: 'kit Alex start' })
      .apply('online')
      .create()
    const { default: DeliveryService } = await import('#services/network/delivery_service')
    await new DeliveryService().sendAgain(command)
    assert.equal(await stateOf(command.id), 'waiting_for_player')

    const pulled = await client.get(pathFor('game.network.commands.index')).bearerToken(key)
    pulled.assertBody({ commands: [] })

    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: 20,
      maxPlayers: 50,
      online: [{ nickname: 'Alex' }],
    })
    assert.deepEqual(peer.commands, ['kit Alex start'])
    assert.containsSubset(await serialized(command.id), { state: 'done', transport: 'rcon' })
  })
})
