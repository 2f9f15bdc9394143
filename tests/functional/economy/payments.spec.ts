import { test } from '@japa/runner'
import paymentsConfig from '#config/payments'
import Payment from '#models/payment'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import {
  FAKE_PORTS,
  startFakeGateways,
  useNoGateways,
  type FakeGateways,
} from '#tests/support/fake_gateways'
import { pagePath } from '#tests/support/urls'

test.group('Pay page', (group) => {
  let fakes: FakeGateways
  group.setup(async () => {
    fakes = await startFakeGateways({ timeoutMs: 500 })
    return () => fakes.stop()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    fakes.yookassa.failCreates = false
  })

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client.get(pagePath('en', 'economy.payments.create')).redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'economy.payments.create') }
      )
    )
  })

  test('renders the methods, bonus tiers and bounds', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'economy.payments.create'))
      .loginAs(user)
      .withInertia()
    response.assertInertiaComponent('economy/payments/create')
    response.assertInertiaPropsContains({
      options: { methods: ['card', 'sbp', 'crypto'], minAmount: 5000, maxAmount: 10_000_000 },
      returned: false,
      payments: [],
      balance: 0,
      coins: 0,
    })
  })

  test('marks the page as test payments when the gateways are the local fakes', async ({
    client,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const real = await client
      .get(pagePath('en', 'economy.payments.create'))
      .loginAs(user)
      .withInertia()
    real.assertInertiaPropsContains({ options: { testMode: false } })

    paymentsConfig.testMode = true
    cleanup(() => {
      paymentsConfig.testMode = false
    })
    const fake = await client
      .get(pagePath('en', 'economy.payments.create'))
      .loginAs(user)
      .withInertia()
    fake.assertInertiaPropsContains({ options: { testMode: true } })
  })

  test('says top-up is unavailable with no gateway configured', async ({ client, cleanup }) => {
    cleanup(useNoGateways())
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'economy.payments.create'))
      .loginAs(user)
      .withInertia()
    response.assertInertiaPropsContains({ options: { methods: [] } })
  })

  test('sends the player on to the gateway confirmation page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(pagePath('en', 'economy.payments.store'))
      .json({ amount: 100_000, method: 'card' })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()

    response.assertStatus(409)
    const payment = await Payment.firstOrFail()
    assert.equal(response.header('x-inertia-location'), payment.confirmationUrl)
    assert.isTrue(
      payment.confirmationUrl!.startsWith(`http://127.0.0.1:${FAKE_PORTS.yookassa}/confirm/`)
    )
    // The gateway brings the player back in the language they paid in, whatever the browser's.
    const [sent] = [...fakes.yookassa.payments.values()]
    assert.isTrue(sent.confirmation.return_url.endsWith('/pay/success?lang=en'))
  })

  test('brings a gateway failure back as a notice', async ({ client }) => {
    fakes.yookassa.failCreates = true
    const user = await UserFactory.create()
    const response = await client
      .post(pagePath('en', 'economy.payments.store'))
      .header('referer', pagePath('en', 'economy.payments.create'))
      .form({ amount: '100000', method: 'card' })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('error', { key: 'economy.payments.gateway_unavailable', data: {} })
  })
})
