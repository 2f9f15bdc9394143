import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

test.group('API user deliveries', (group) => {
  group.each.setup(isolateDatabase)

  test('needs a login', async ({ client }) => {
    const response = await client.get(pathFor('api.network.cabinet_deliveries.index'))
    response.assertStatus(401)
  })

  test('lists the player’s commands with their state per server', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const command = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id })
      .apply('done')
      .create()
    await command.load('server')

    const response = await client
      .get(pathFor('api.network.cabinet_deliveries.index'))
      .headers(sessionHeaders(await openSession(user)))

    response.assertStatus(200)
    const [delivery] = response.body().deliveries
    assert.containsSubset(delivery, {
      id: command.id,
      state: 'done',
      attempts: 1,
      output: 'Done',
      server: { slug: command.server.slug, name: command.server.name },
    })
  })

  test('redelivers a failed command under its id; a delivered one is a 409', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))
    const failed = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id })
      .apply('failed')
      .create()
    const done = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id })
      .apply('done')
      .create()

    const response = await client
      .post(pathFor('api.network.redeliveries.store', { id: failed.id }))
      .headers(headers)
    response.assertStatus(200)
    assert.containsSubset(response.body().delivery, { id: failed.id, state: 'queued' })
    assert.equal(await stateOf(failed.id), 'queued')

    const refused = await client
      .post(pathFor('api.network.redeliveries.store', { id: done.id }))
      .headers(headers)
      .header('Accept-Language', 'en')
    refused.assertStatus(409)
    refused.assertBodyContains({
      error_code: 1452,
      error_message: 'This command has already been delivered.',
    })
  })

  test('answers 429 with Retry-After after 5 redeliveries in 10 minutes', async ({ client }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))
    const command = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id })
      .apply('failed')
      .create()
    for (let i = 0; i < 5; i++) {
      await client
        .post(pathFor('api.network.redeliveries.store', { id: command.id }))
        .headers(headers)
    }
    const limited = await client
      .post(pathFor('api.network.redeliveries.store', { id: command.id }))
      .headers(headers)
    limited.assertStatus(429)
    limited.assertHeader('retry-after', limited.header('retry-after'))
  })

  test('another player’s command is a 404', async ({ client }) => {
    const user = await UserFactory.create()
    const command = await DeliveryCommandFactory.with('server').with('user').create()
    const response = await client
      .post(pathFor('api.network.redeliveries.store', { id: command.id }))
      .headers(sessionHeaders(await openSession(user)))
    response.assertStatus(404)
  })
})
