import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import LedgerEntry from '#models/ledger_entry'
import Payment from '#models/payment'
import PaymentEvent from '#models/payment_event'
import type User from '#models/user'
import RecheckPaymentsJob from '#jobs/economy/recheck_payments_job'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { startFakeGateways, type FakeGateways } from '#tests/support/fake_gateways'
import { ledgerSum, walletOf } from '#tests/support/wallets'
import type { ApiClient } from '@japa/api-client'
import { pagePath, pathFor } from '#tests/support/urls'

const YOOKASSA = '/api/payments/webhooks/yookassa'

/** A payment made the way a player makes one: `POST pay`. */
async function pay(client: ApiClient, user: User, method = 'card', amount = 100_000) {
  const response = await client
    .post(pathFor('api.economy.payments.store'))
    .json({ amount, method })
    .loginAs(user)
  response.assertStatus(200)
  return Payment.findOrFail(response.body().paymentId)
}

async function statusOf(payment: Payment) {
  const fresh = await payment.refresh()
  return fresh.status
}

async function credits(user: User) {
  return LedgerEntry.query().where('user_id', user.id).orderBy('id')
}

test.group('Payment webhooks', (group) => {
  let fakes: FakeGateways
  group.setup(async () => {
    fakes = await startFakeGateways()
    return () => fakes.stop()
  })
  group.each.setup(isolateDatabase)

  test('credits a paid card payment once, with its bonus, on the notification', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)

    const delivered = await fakes.yookassa.succeed(payment.gatewayPaymentId!)
    const duplicate = await fakes.yookassa.notify(payment.gatewayPaymentId!)

    assert.equal(delivered?.status, 200)
    assert.deepEqual(JSON.parse(delivered!.body), { outcome: 'credited' })
    assert.deepEqual(JSON.parse(duplicate.body), { outcome: 'already_final' })
    assert.equal(await statusOf(payment), 'succeeded')
    assert.deepEqual(await walletOf(user), { balance: 110_000, coins: 0 })
    const rows = await credits(user)
    assert.deepEqual(
      rows.map((row) => [row.reason, row.amount, row.balanceAfter, row.referenceId]),
      [
        ['top_up', 100_000, 100_000, payment.id],
        ['top_up_bonus', 10_000, 110_000, payment.id],
      ]
    )
  })

  test('closes a canceled payment without money', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user, 'sbp')
    const delivered = await fakes.yookassa.cancel(payment.gatewayPaymentId!)
    assert.deepEqual(JSON.parse(delivered!.body), { outcome: 'canceled' })
    assert.equal(await statusOf(payment), 'canceled')
    assert.lengthOf(await credits(user), 0)
  })

  test('credits once when the notification comes before the return', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    await fakes.yookassa.succeed(payment.gatewayPaymentId!)

    const page = await client
      .get(pagePath('en', 'economy.payments.create'))
      .qs({ notify: 'success' })
      .loginAs(user)
      .withInertia()

    page.assertInertiaPropsContains({ returned: true, balance: 110_000 })
    assert.lengthOf(await credits(user), 2)
  })

  test('credits on the return when the notification is late, and once when it comes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    await fakes.yookassa.succeed(payment.gatewayPaymentId!, false)

    const page = await client
      .get(pagePath('en', 'economy.payments.create'))
      .qs({ notify: 'success' })
      .loginAs(user)
      .withInertia()
    page.assertInertiaPropsContains({ balance: 110_000 })
    const late = await fakes.yookassa.notify(payment.gatewayPaymentId!)

    assert.deepEqual(JSON.parse(late.body), { outcome: 'already_final' })
    assert.deepEqual(await walletOf(user), { balance: 110_000, coins: 0 })
  })

  test('believes the API, not a notification claiming a payment is paid', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    const remote = fakes.yookassa.payments.get(payment.gatewayPaymentId!)!

    const forged = await fakes.yookassa.sendNotification({
      type: 'notification',
      event: 'payment.succeeded',
      object: { ...remote, status: 'succeeded', paid: true },
    })

    assert.deepEqual(JSON.parse(forged.body), { outcome: 'unchanged' })
    assert.equal(await statusOf(payment), 'pending')
    assert.lengthOf(await credits(user), 0)
    const event = await PaymentEvent.query().where('payment_id', payment.id).firstOrFail()
    assert.equal(event.claimedStatus, 'succeeded')
    assert.equal(event.outcome, 'unchanged')
  })

  test('credits nothing when the API reports another amount or currency', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    fakes.yookassa.apiOverrides.set(payment.gatewayPaymentId!, {
      amount: { value: '10.00', currency: 'RUB' },
    })
    await fakes.yookassa.succeed(payment.gatewayPaymentId!, false)
    const mismatch = await fakes.yookassa.notify(payment.gatewayPaymentId!)

    assert.deepEqual(JSON.parse(mismatch.body), { outcome: 'mismatch' })
    assert.equal(await statusOf(payment), 'pending')
    assert.lengthOf(await credits(user), 0)
  })

  test('answers a notification naming no payment of ours without asking the gateway', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await pay(client, user)
    const body = {
      type: 'notification',
      event: 'payment.succeeded',
      object: {
        id: 'not-a-real-payment',
        status: 'succeeded',
        amount: { value: '1000.00', currency: 'RUB' },
        description: 'x'.repeat(3000),
      },
    }
    const response = await client.post(YOOKASSA).json(body)

    response.assertStatus(200)
    response.assertBody({ outcome: 'unknown' })
    assert.notInclude(fakes.yookassa.reads, 'not-a-real-payment')
    assert.lengthOf(await credits(user), 0)
    const logged = await PaymentEvent.query().where('outcome', 'unknown').firstOrFail()
    assert.deepEqual(JSON.parse(logged.payload!), {
      bytes: JSON.stringify(body).length,
      remoteId: 'not-a-real-payment',
      orderId: null,
    })
  })

  test('throttles anonymous posts per address and logs at most 100 stray ones an hour', async ({
    client,
    assert,
  }) => {
    const statuses: number[] = []
    for (let index = 0; index < 125; index++) {
      const response = await client.post(YOOKASSA).json({ hello: 'world' })
      statuses.push(response.status())
    }

    assert.deepEqual(statuses.slice(0, 120), Array(120).fill(400))
    assert.deepEqual(statuses.slice(120), Array(5).fill(429))
    assert.lengthOf(await PaymentEvent.query().where('outcome', 'forged'), 100)
  })

  test('refuses an unreadable notification', async ({ client }) => {
    const response = await client.post(YOOKASSA).json({ hello: 'world' })
    response.assertStatus(400)
    response.assertBodyContains({ error_code: 1753 })
  })

  test('credits a paid crypto invoice on its signed webhook', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user, 'crypto', 300_000)
    const delivered = await fakes.cryptomus.pay(payment.gatewayPaymentId!)
    assert.deepEqual(JSON.parse(delivered!.body), { outcome: 'credited' })
    assert.deepEqual(await walletOf(user), { balance: 360_000, coins: 0 })
  })

  test('refuses a crypto webhook with a bad signature and logs it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user, 'crypto')
    fakes.cryptomus.invoices.get(payment.gatewayPaymentId!)!.payment_status = 'paid'

    const forged = await fakes.cryptomus.notify(payment.gatewayPaymentId!, 'f'.repeat(32))

    assert.equal(forged.status, 400)
    assert.equal(JSON.parse(forged.body).error_code, 1753)
    assert.equal(await statusOf(payment), 'pending')
    assert.lengthOf(await credits(user), 0)
    const logged = await PaymentEvent.query().where('outcome', 'forged').firstOrFail()
    assert.equal(logged.gateway, 'cryptomus')
  })

  test('the scheduled re-check credits a payment whose notification never came', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    await fakes.yookassa.succeed(payment.gatewayPaymentId!, false)
    await Payment.query()
      .where('id', payment.id)
      .update({ created_at: DateTime.utc().minus({ minutes: 5 }).toFormat('yyyy-LL-dd HH:mm:ss') })

    await RecheckPaymentsJob.dispatch({})

    assert.equal(await statusOf(payment), 'succeeded')
    assert.deepEqual(await walletOf(user), { balance: 110_000, coins: 0 })
  })

  test('the scheduled re-check expires a payment left unpaid past its time', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    const old = DateTime.utc().minus({ hours: 2 }).toFormat('yyyy-LL-dd HH:mm:ss')
    await Payment.query().where('id', payment.id).update({ created_at: old, expires_at: old })

    await RecheckPaymentsJob.dispatch({})

    await payment.refresh()
    assert.equal(payment.status, 'expired')
    assert.equal(payment.failure, 'expired')
    assert.lengthOf(await credits(user), 0)
  })
})

test.group('Payment webhook races', (group) => {
  let fakes: FakeGateways
  group.setup(async () => {
    fakes = await startFakeGateways()
    return () => fakes.stop()
  })
  group.each.setup(freshDatabase)

  test('50 simultaneous deliveries of one notification credit once', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user)
    await fakes.yookassa.succeed(payment.gatewayPaymentId!, false)
    const body = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: fakes.yookassa.payments.get(payment.gatewayPaymentId!),
    })

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${baseURL}${YOOKASSA}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (response) => ({ status: response.status, body: await response.json() }))
      )
    )

    assert.isTrue(answers.every((answer) => answer.status === 200))
    assert.lengthOf(
      answers.filter((answer) => answer.body.outcome === 'credited'),
      1
    )
    assert.deepEqual(await walletOf(user), { balance: 110_000, coins: 0 })
    assert.equal(await ledgerSum(user, 'rub'), 110_000)
    assert.lengthOf(await credits(user), 2)
    assert.lengthOf(
      await PaymentEvent.query().where('payment_id', payment.id).where('source', 'webhook'),
      50
    )
  })

  test('two payments of one player notified at once are both credited', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const first = await pay(client, user, 'card', 100_000)
    const second = await pay(client, user, 'sbp', 50_000)
    await fakes.yookassa.succeed(first.gatewayPaymentId!, false)
    await fakes.yookassa.succeed(second.gatewayPaymentId!, false)

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fakes.yookassa.notify((index % 2 ? first : second).gatewayPaymentId!)
      )
    )

    assert.isTrue(answers.every((answer) => answer.status === 200))
    assert.deepEqual(await walletOf(user), { balance: 110_000 + 52_500, coins: 0 })
    assert.equal(await ledgerSum(user, 'rub'), 162_500)
  })

  test('50 simultaneous signed crypto webhooks credit once', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const payment = await pay(client, user, 'crypto')
    fakes.cryptomus.invoices.get(payment.gatewayPaymentId!)!.payment_status = 'paid'

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fakes.cryptomus.notify(payment.gatewayPaymentId!))
    )

    assert.lengthOf(
      answers.filter((answer) => JSON.parse(answer.body).outcome === 'credited'),
      1
    )
    assert.deepEqual(await walletOf(user), { balance: 110_000, coins: 0 })
    assert.lengthOf(await credits(user), 2)
  })
})
