import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import FakeRconServer from '#dev/fakes/rcon_server'
import RconClient, { RconError } from '#clients/rcon_client'
import DeliveryCommand from '#models/delivery_command'
import DeliveryService from '#services/network/delivery_service'
import RconDeliveryService from '#services/network/rcon_delivery_service'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { dbStamp } from '#data/database_time'
import { freePort } from '#tests/support/server_process'
import { isolateDatabase } from '#tests/support/database'
import { firstFailure, serialized, stateOf } from '#tests/support/deliveries'

async function rconServer(port: number, password = 's3cret') {
  return ServerFactory.apply('rcon').merge({ rconPort: port, rconPassword: password }).create()
}

test.group('RCON delivery', (group) => {
  group.each.setup(isolateDatabase)
  const peers: FakeRconServer[] = []
  group.each.teardown(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()))
  })

  test('runs a queued command once and keeps its output', async ({ assert }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port)
    const service = await app.container.make(DeliveryService)

    const command = await service.enqueue({
      serverId: server.id,
      nickname: 'Steve',
      command: 'lp user Steve parent add vip',
      idempotencyKey: 'order-1',
    })

    assert.deepEqual(peer.commands, ['lp user Steve parent add vip'])
    const stored = await DeliveryCommand.findOrFail(command.id)
    assert.containsSubset(stored.serialize(), {
      state: 'done',
      transport: 'rcon',
      attempts: 1,
      output: 'Ran: lp user Steve parent add vip',
      lastError: null,
    })
    assert.isNotNull(stored.finishedAt)
  })

  test("in the caller's transaction: sent after the commit, never after a rollback", async ({
    assert,
  }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port)
    const service = await app.container.make(DeliveryService)
    const request = { serverId: server.id, nickname: 'Steve', command: 'unban Steve' }

    await db
      .transaction(async (trx) => {
        await service.enqueue({ ...request, idempotencyKey: 'rolled-back' }, trx)
        throw new Error("the caller's change fails")
      })
      .catch(() => {})
    const command = await db.transaction(async (trx) => {
      const queued = await service.enqueue({ ...request, idempotencyKey: 'committed' }, trx)
      // Nothing reaches the server before the caller's change is committed.
      assert.deepEqual(peer.commands, [])
      return queued
    })

    assert.deepEqual(peer.commands, ['unban Steve'])
    assert.equal(await stateOf(command.id), 'done')
    assert.lengthOf(await DeliveryCommand.all(), 1)
  })

  test('a duplicate idempotency key queues and runs the command once', async ({ assert }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port)
    const service = await app.container.make(DeliveryService)
    const request = {
      serverId: server.id,
      nickname: 'Steve',
      command: 'say hi',
      idempotencyKey: 'k1',
    }

    const first = await service.enqueue(request)
    const second = await service.enqueue(request)

    assert.equal(second.id, first.id)
    assert.deepEqual(peer.commands, ['say hi'])
    assert.lengthOf(await DeliveryCommand.all(), 1)
  })

  test('a wrong password runs nothing and keeps the command queued with the error', async ({
    assert,
  }) => {
    const peer = new FakeRconServer({ password: 'right' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port, 'wrong')
    const command = await DeliveryCommand.create({
      id: '11111111-1111-4111-8111-111111111111',
      serverId: server.id,
      nickname: 'Steve',
      command: 'say hi',
      idempotencyKey: 'auth',
      state: 'queued',
      attempts: 0,
      availableAt: server.createdAt,
    })
    const rcon = await app.container.make(RconDeliveryService)

    const error = await rcon.deliver(command.id).catch((caught) => caught)
    assert.instanceOf(error, RconError)
    assert.equal(error.reason, 'auth')
    assert.deepEqual(peer.commands, [])
    const stored = await DeliveryCommand.findOrFail(command.id)
    assert.containsSubset(stored.serialize(), {
      state: 'queued',
      attempts: 1,
      lastError: 'RCON authentication failed',
    })

    // Staff fix the password: the next attempt delivers.
    server.rconPassword = 'right'
    await server.save()
    await rcon.deliver(command.id)
    assert.deepEqual(peer.commands, ['say hi'])
    assert.equal(await stateOf(command.id), 'done')
  })

  test('a server down and back up gets the command once, through the queue retries', async ({
    assert,
  }) => {
    const port = await freePort()
    const server = await rconServer(port)
    const service = await app.container.make(DeliveryService)

    // The test queue runs jobs inline, so enqueue resolves once the retries delivered.
    const enqueued = service.enqueue({
      serverId: server.id,
      nickname: 'Steve',
      command: 'give Steve diamond 1',
      idempotencyKey: 'down-up',
    })
    await firstFailure(server.id)
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen(port)
    const command = await enqueued

    assert.deepEqual(peer.commands, ['give Steve diamond 1'])
    const stored = await DeliveryCommand.findOrFail(command.id)
    assert.equal(stored.state, 'done')
    assert.isAbove(stored.attempts, 1)
  }).timeout(20_000)

  test('a command taken by a sender that crashed is sent again once its claim ran out', async ({
    assert,
  }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port)
    const command = await DeliveryCommand.create({
      id: '22222222-2222-4222-8222-222222222222',
      serverId: server.id,
      nickname: 'Steve',
      command: 'say hi',
      idempotencyKey: 'crash',
      state: 'sent',
      transport: 'rcon',
      attempts: 1,
      availableAt: server.createdAt.plus({ minutes: 5 }),
    })
    const rcon = await app.container.make(RconDeliveryService)

    await assert.rejects(() => rcon.deliver(command.id))
    assert.deepEqual(peer.commands, [])

    command.availableAt = server.createdAt.minus({ minutes: 5 })
    await command.save()
    await rcon.deliver(command.id)
    assert.deepEqual(peer.commands, ['say hi'])
    assert.containsSubset(await serialized(command.id), {
      state: 'done',
      attempts: 2,
    })
  })
})

test.group('RCON client', () => {
  test('answers unreachable when nothing listens', async ({ assert }) => {
    const port = await freePort()
    const error = await new RconClient(2000)
      .run({ host: '127.0.0.1', port, password: 'x' }, 'list')
      .catch((caught) => caught)
    assert.instanceOf(error, RconError)
    assert.equal(error.reason, 'unreachable')
  })
})

test.group('RCON delivery sweep', (group) => {
  group.each.setup(isolateDatabase)
  const peers: FakeRconServer[] = []
  group.each.teardown(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()))
  })

  test('sends a queued command whose job was lost, and leaves recent ones to their jobs', async ({
    assert,
  }) => {
    const peer = new FakeRconServer({ password: 's3cret' })
    peers.push(peer)
    await peer.listen()
    const server = await rconServer(peer.port)
    const longAgo = server.createdAt.minus({ minutes: 30 })
    const lost = await DeliveryCommandFactory.merge({
      serverId: server.id,
      command: 'say lost',
      updatedAt: longAgo,
    }).create()
    await db
      .from('delivery_commands')
      .where('id', lost.id)
      .update({ updated_at: dbStamp(longAgo) })
    const recent = await DeliveryCommandFactory.merge({
      serverId: server.id,
      command: 'say recent',
    }).create()

    const service = await app.container.make(DeliveryService)
    assert.equal(await service.redispatchStranded(), 1)
    assert.deepEqual(peer.commands, ['say lost'])
    assert.equal(await stateOf(lost.id), 'done')
    assert.equal(await stateOf(recent.id), 'queued')
  })
})
