import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { isolateDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet deliveries page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'network.cabinet_deliveries.index'))
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'network.cabinet_deliveries.index') }
      )
    )
  })

  test('shows the player’s own commands with their state per server', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const mine = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id, label: 'VIP, 30 days' })
      .apply('failed')
      .create()
    const stranger = await UserFactory.create()
    await DeliveryCommandFactory.with('server').merge({ userId: stranger.id }).create()

    const response = await client
      .get(pagePath('ru', 'network.cabinet_deliveries.index'))
      .headers(sessionHeaders(await openSession(user)))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('network/cabinet_deliveries/index')
    const deliveries = response.inertiaProps.deliveries as Record<string, unknown>[]
    assert.lengthOf(deliveries, 1)
    assert.containsSubset(deliveries[0], { id: mine.id, label: 'VIP, 30 days', state: 'failed' })
  })

  test('"deliver again" re-sends the same id, and is limited to 5 in 10 minutes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const headers = sessionHeaders(await openSession(user))
    const command = await DeliveryCommandFactory.with('server')
      .merge({ userId: user.id })
      .apply('failed')
      .create()

    const first = await client
      .post(pagePath('en', 'network.redeliveries.store', { id: command.id }))
      .withCsrfToken()
      .headers(headers)
      .redirects(0)
    first.assertStatus(302)
    first.assertFlashMessage('success', 'network.cabinet_deliveries.sent_again')
    assert.equal(await stateOf(command.id), 'queued')

    for (let i = 0; i < 4; i++) {
      await client
        .post(pagePath('en', 'network.redeliveries.store', { id: command.id }))
        .withCsrfToken()
        .headers(headers)
        .redirects(0)
    }
    const limited = await client
      .post(pagePath('en', 'network.redeliveries.store', { id: command.id }))
      .withCsrfToken()
      .headers(headers)
      .redirects(0)
    limited.assertStatus(302)
    assert.exists(limited.flashMessages().error)
  })

  test('another player’s command is unknown and stays as it was', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const command = await DeliveryCommandFactory.with('server')
      .with('user')
      .apply('failed')
      .create()

    const response = await client
      .post(pagePath('en', 'network.redeliveries.store', { id: command.id }))
      .withCsrfToken()
      .headers(sessionHeaders(await openSession(user)))
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('error', { key: 'network.deliveries.not_found', data: {} })
    assert.equal(await stateOf(command.id), 'failed')
  })
})
