import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import DeliveryCommand from '#models/delivery_command'
import DeliveryService from '#services/network/delivery_service'
import DeliveryKeyConflictException from '#exceptions/delivery_key_conflict_exception'
import DeliveryAlreadyDoneException from '#exceptions/delivery_already_done_exception'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'

test.group('DeliveryService', (group) => {
  group.each.setup(isolateDatabase)

  test('queues a command with a UUID, queued state and no attempts', async ({ assert }) => {
    const server = await ServerFactory.create()
    const service = await app.container.make(DeliveryService)
    const command = await service.enqueue({
      serverId: server.id,
      nickname: 'Steve',
      command: 'lp user Steve parent add vip',
      idempotencyKey: 'order-1:vip',
      label: 'VIP',
    })

    assert.match(command.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const stored = await DeliveryCommand.findOrFail(command.id)
    assert.containsSubset(stored.serialize(), {
      state: 'queued',
      attempts: 0,
      requiresOnline: false,
      transport: null,
      label: 'VIP',
    })
  })

  test('answers the queued command for a repeated key and refuses the key for another command', async ({
    assert,
  }) => {
    const server = await ServerFactory.create()
    const service = await app.container.make(DeliveryService)
    const request = {
      serverId: server.id,
      nickname: 'Steve',
      command: 'say hi',
      idempotencyKey: 'k',
    }
    const first = await service.enqueue(request)
    const again = await service.enqueue(request)

    assert.equal(again.id, first.id)
    assert.lengthOf(await DeliveryCommand.all(), 1)
    await assert.rejects(
      () => service.enqueue({ ...request, command: 'say bye' }),
      DeliveryKeyConflictException as never
    )
  })

  test('sends a failed command again under the same id, but not a delivered one', async ({
    assert,
  }) => {
    const failed = await DeliveryCommandFactory.with('server').apply('failed').create()
    const done = await DeliveryCommandFactory.with('server').apply('done').create()
    const service = await app.container.make(DeliveryService)

    const again = await service.sendAgain(failed)
    assert.equal(again.id, failed.id)
    assert.equal(again.state, 'queued')
    assert.isNull(again.finishedAt)
    await assert.rejects(() => service.sendAgain(done), DeliveryAlreadyDoneException as never)
    assert.equal(await stateOf(done.id), 'done')
  })

  test('wakes the commands waiting for a player when they join that server', async ({ assert }) => {
    const server = await ServerFactory.create()
    const other = await ServerFactory.create()
    const waiting = await DeliveryCommandFactory.merge({
      serverId: server.id,
      nickname: 'Alex',
      requiresOnline: true,
      state: 'waiting_for_player',
    }).create()
    const elsewhere = await DeliveryCommandFactory.merge({
      serverId: other.id,
      nickname: 'Alex',
      requiresOnline: true,
      state: 'waiting_for_player',
    }).create()

    const service = await app.container.make(DeliveryService)
    await service.playerJoined(server.id, 'alex')
    assert.equal(await stateOf(waiting.id), 'queued')
    assert.equal(await stateOf(elsewhere.id), 'waiting_for_player')
  })
})

test.group('DeliveryService races', (group) => {
  // Simultaneous inserts need real commits: truncate instead of rolling back.
  group.each.setup(freshDatabase)

  test('twenty simultaneous requests with one key queue one command', async ({ assert }) => {
    const server = await ServerFactory.create()
    const service = await app.container.make(DeliveryService)
    const request = {
      serverId: server.id,
      nickname: 'Steve',
      command: 'lp user Steve parent add vip',
      idempotencyKey: 'payment-77:vip',
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => service.enqueue(request)))

    const rows = await DeliveryCommand.all()
    assert.lengthOf(rows, 1)
    assert.deepEqual(new Set(answers.map((answer) => answer.id)), new Set([rows[0].id]))
  })
})
