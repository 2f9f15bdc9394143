import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

async function staffHeaders(paths = ['web.network.view']) {
  const user: User = await UserFactory.create()
  const group = await withPermissions(paths).create()
  await user.related('staffGroups').attach([group.id])
  return sessionHeaders(await openSession(user))
}

test.group('Staff deliveries page', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 without web.network.view', async ({ client }) => {
    const player = await staffHeaders([])
    const response = await client.get(pagePath('en', 'network.deliveries.index')).headers(player)
    response.assertStatus(404)
  })

  test('lists every command with state, attempts and output, newest first', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    const older = await DeliveryCommandFactory.merge({ serverId: server.id }).apply('done').create()
    const newer = await DeliveryCommandFactory.merge({
      serverId: server.id,
      createdAt: older.createdAt.plus({ minutes: 1 }),
    })
      .apply('failed')
      .create()

    const response = await client
      .get(pagePath('en', 'network.deliveries.index'))
      .headers(await staffHeaders())
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('network/deliveries/index')
    const deliveries = response.inertiaProps.deliveries as Record<string, unknown>[]
    assert.deepEqual(
      deliveries.map((delivery) => delivery.id),
      [newer.id, older.id]
    )
    assert.containsSubset(deliveries[0], {
      state: 'failed',
      attempts: 3,
      lastError: 'RCON authentication failed',
      server: { id: server.id, slug: server.slug, name: server.name },
    })
    assert.containsSubset(deliveries[1], { state: 'done', output: 'Done' })
    assert.deepEqual(response.inertiaProps.pagination, { page: 1, lastPage: 1, total: 2 })
  })

  test('filters by server and state', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const other = await ServerFactory.create()
    const wanted = await DeliveryCommandFactory.merge({ serverId: server.id })
      .apply('failed')
      .create()
    await DeliveryCommandFactory.merge({ serverId: server.id }).create()
    await DeliveryCommandFactory.merge({ serverId: other.id }).apply('failed').create()

    const response = await client
      .get(pagePath('en', 'network.deliveries.index', {}, { server: server.slug, state: 'failed' }))
      .headers(await staffHeaders())
      .withInertia()

    const deliveries = response.inertiaProps.deliveries as Record<string, unknown>[]
    assert.deepEqual(
      deliveries.map((delivery) => delivery.id),
      [wanted.id]
    )
    assert.deepEqual(response.inertiaProps.filters, { server: server.slug, state: 'failed' })
  })

  test('refuses an unknown state filter', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'network.deliveries.index', {}, { state: 'lost' }))
      .headers(await staffHeaders())
      .redirects(0)
    response.assertStatus(302)
  })

  test('retries a failed command under its id', async ({ client, assert }) => {
    const command = await DeliveryCommandFactory.with('server').apply('failed').create()

    const response = await client
      .post(pagePath('en', 'network.delivery_retries.store', { id: command.id }))
      .withCsrfToken()
      .headers(await staffHeaders())
      .header('referer', pagePath('en', 'network.deliveries.index'))
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'network.deliveries.retried')
    assert.equal(await stateOf(command.id), 'queued')
  })

  test('a player without the permission cannot retry', async ({ client, assert }) => {
    const command = await DeliveryCommandFactory.with('server').apply('failed').create()
    const response = await client
      .post(pagePath('en', 'network.delivery_retries.store', { id: command.id }))
      .withCsrfToken()
      .headers(await staffHeaders([]))
    response.assertStatus(404)
    assert.equal(await stateOf(command.id), 'failed')
  })
})
