import { test } from '@japa/runner'
import LedgerEntry from '#models/ledger_entry'
import Payment from '#models/payment'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import {
  FAKE_PORTS,
  startFakeGateways,
  useGateways,
  useNoGateways,
  type FakeGateways,
} from '#tests/support/fake_gateways'
import { walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.payments.show')

test.group('API pay', (group) => {
  let fakes: FakeGateways
  group.setup(async () => {
    fakes = await startFakeGateways({ timeoutMs: 500 })
    return () => fakes.stop()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    fakes.yookassa.failCreates = false
    fakes.yookassa.createDelayMs = 0
  })

  test('lists the configured methods, the bonus tiers and the bounds', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get(URL).loginAs(user)
    response.assertStatus(200)
    response.assertBodyContains({
      methods: ['card', 'sbp', 'crypto'],
      minAmount: 5000,
      maxAmount: 10_000_000,
      bonusTiers: [{ from: 50_000, percent: 5 }],
    })
  })

  test('creates a card payment at YooKassa with our id as the Idempotence-Key', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.post(URL).json({ amount: 100_000, method: 'card' }).loginAs(user)

    response.assertStatus(200)
    const { paymentId, confirmationUrl } = response.body()
    response.assertBodyContains({ amount: 100_000, bonus: 10_000 })
    assert.isTrue(confirmationUrl.startsWith(`http://127.0.0.1:${FAKE_PORTS.yookassa}/confirm/`))
    assert.include(fakes.yookassa.createKeys, paymentId)
    const payment = await Payment.findOrFail(paymentId)
    assert.equal(payment.status, 'pending')
    const remote = fakes.yookassa.payments.get(payment.gatewayPaymentId!)!
    assert.deepEqual(remote.amount, { value: '1000.00', currency: 'RUB' })
    assert.equal(remote.payment_method.type, 'bank_card')
    // The return keeps the language the player paid in (the request's, Russian by default).
    assert.equal(remote.confirmation.return_url, `${baseURL}/pay/success?lang=ru`)
  })

  test('creates a crypto invoice at Cryptomus', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(URL)
      .json({ amount: 500_000, method: 'crypto' })
      .loginAs(user)
    response.assertStatus(200)
    response.assertBodyContains({ amount: 500_000, bonus: 150_000 })
    const payment = await Payment.findOrFail(response.body().paymentId)
    assert.equal(payment.gateway, 'cryptomus')
    assert.equal(fakes.cryptomus.invoices.get(payment.gatewayPaymentId!)?.amount, '5000.00')
  })

  test('refuses {title}')
    .with([
      {
        title: 'an amount below the minimum',
        body: { amount: 4999, method: 'card' },
        type: 'amount',
      },
      {
        title: 'an amount above the maximum',
        body: { amount: 10_000_001, method: 'card' },
        type: 'amount',
      },
      {
        title: 'a fraction of a kopeck',
        body: { amount: 10_000.5, method: 'card' },
        type: 'amount',
      },
      { title: 'an unknown method', body: { amount: 10_000, method: 'paypal' }, type: 'method' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const response = await client.post(URL).json(row.body).loginAs(user)
      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type: row.type } })
      assert.lengthOf(await Payment.all(), 0)
    })

  test('says "{title}" with a clear error and charges nothing')
    .with([
      { title: 'gateway down', setup: (f: FakeGateways) => (f.yookassa.failCreates = true) },
      { title: 'gateway slow', setup: (f: FakeGateways) => (f.yookassa.createDelayMs = 1500) },
    ])
    .run(async ({ client, assert }, row) => {
      row.setup(fakes)
      const user = await UserFactory.create()
      const response = await client
        .post(URL)
        .header('Accept-Language', 'en')
        .json({ amount: 100_000, method: 'sbp' })
        .loginAs(user)

      response.assertStatus(502)
      response.assertBodyContains({ error_code: 1752 })
      assert.match(response.body().error_message, /Nothing was charged/)
      const [payment] = await Payment.all()
      assert.equal(payment.status, 'canceled')
      assert.equal(payment.failure, 'gateway_unavailable')
      assert.lengthOf(await LedgerEntry.all(), 0)
      assert.deepEqual(await walletOf(user), { balance: 0, coins: 0 })
    })

  test('says the gateway is unreachable when nothing listens', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(
      useGateways({
        yookassa: {
          apiUrl: `http://127.0.0.1:${FAKE_PORTS.unreachable}/v3`,
          shopId: 'x',
          secretKey: 'y',
        },
      })
    )
    const user = await UserFactory.create()
    const response = await client.post(URL).json({ amount: 100_000, method: 'card' }).loginAs(user)
    response.assertStatus(502)
    const payment = await Payment.firstOrFail()
    assert.equal(payment.status, 'canceled')
  })

  test('hides methods without keys and refuses them', async ({ client, cleanup }) => {
    cleanup(useNoGateways())
    const user = await UserFactory.create()
    const options = await client.get(URL).loginAs(user)
    options.assertBodyContains({ methods: [] })
    const response = await client.post(URL).json({ amount: 100_000, method: 'card' }).loginAs(user)
    response.assertStatus(400)
    response.assertBodyContains({ error_code: 1751, details: { type: 'method' } })
  })

  test('lets a player create 10 payments in 10 minutes, then answers 429', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let index = 0; index < 10; index++) {
      const response = await client.post(URL).json({ amount: 10_000, method: 'card' }).loginAs(user)
      response.assertStatus(200)
    }
    const over = await client.post(URL).json({ amount: 10_000, method: 'card' }).loginAs(user)
    over.assertStatus(429)
    assert.isAbove(Number(over.header('retry-after')), 0)
  })

  test('needs a login', async ({ client }) => {
    const response = await client.get(URL)
    response.assertStatus(401)
  })
})
