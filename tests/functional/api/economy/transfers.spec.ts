import { test } from '@japa/runner'
import LedgerEntry from '#models/ledger_entry'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { fund, ledgerSum, walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.transfers.store')

test.group('API game-money/transfer', (group) => {
  group.each.setup(isolateDatabase)

  test('moves coins to the player named, case aside, with both ledger rows', async ({
    client,
    assert,
  }) => {
    const sender = await UserFactory.merge({ nickname: 'Sender_1' }).create()
    const recipient = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await fund(sender, 'coins', 100)

    const response = await client.post(URL).json({ login: 'kirito_92', amount: 40 }).loginAs(sender)

    response.assertStatus(200)
    response.assertBodyContains({
      amount: 40,
      recipient: { id: recipient.id, login: 'Kirito_92' },
      coins: 60,
    })
    assert.deepEqual(await walletOf(sender), { balance: 0, coins: 60 })
    assert.deepEqual(await walletOf(recipient), { balance: 0, coins: 40 })
    const rows = await LedgerEntry.query()
      .where('reference_id', response.body().id)
      .orderBy('amount')
    assert.deepEqual(
      rows.map((row) => [row.userId, row.amount, row.balanceAfter, row.reason]),
      [
        [sender.id, -40, 60, 'transfer_out'],
        [recipient.id, 40, 40, 'transfer_in'],
      ]
    )
  })

  test('refuses {title} with error {code}')
    .with([
      {
        title: 'an unknown player',
        body: { login: 'nobody_here', amount: 5 },
        status: 400,
        code: 1702,
        type: 'login',
      },
      {
        title: 'oneself',
        body: { login: 'SELF', amount: 5 },
        status: 400,
        code: 1703,
        type: 'login',
      },
      {
        title: 'more than the balance',
        body: { login: 'other', amount: 11 },
        status: 400,
        code: 1701,
        type: 'amount',
      },
      {
        title: 'zero',
        body: { login: 'other', amount: 0 },
        status: 400,
        code: 400,
        type: 'amount',
      },
      {
        title: 'a negative amount',
        body: { login: 'other', amount: -3 },
        status: 400,
        code: 400,
        type: 'amount',
      },
      {
        title: 'a fraction',
        body: { login: 'other', amount: 1.5 },
        status: 400,
        code: 400,
        type: 'amount',
      },
      {
        title: 'a huge amount',
        body: { login: 'other', amount: 10 ** 12 },
        status: 400,
        code: 400,
        type: 'amount',
      },
      {
        title: 'text for an amount',
        body: { login: 'other', amount: 'ten' },
        status: 400,
        code: 400,
        type: 'amount',
      },
      ...[
        ['hexadecimal', '0x5'],
        ['an exponent', '1e1'],
        ['an array', [1]],
        ['a boolean', true],
        ['an empty string', ''],
      ].map(([what, amount]) => ({
        title: `${what} for an amount`,
        body: { login: 'other', amount },
        status: 400,
        code: 400,
        type: 'amount',
      })),
      { title: 'no nickname', body: { amount: 1 }, status: 400, code: 400, type: 'login' },
    ])
    .run(async ({ client, assert }, row) => {
      const sender = await UserFactory.merge({ nickname: 'self' }).create()
      await UserFactory.merge({ nickname: 'other' }).create()
      await fund(sender, 'coins', 10)

      const response = await client.post(URL).json(row.body).loginAs(sender)

      response.assertStatus(row.status)
      response.assertBodyContains({ error_code: row.code, details: { type: row.type } })
      assert.deepEqual(await walletOf(sender), { balance: 0, coins: 10 })
    })

  test('takes the digits a native form posts', async ({ client, assert }) => {
    const sender = await UserFactory.create()
    const recipient = await UserFactory.create()
    await fund(sender, 'coins', 10)

    const response = await client
      .post(URL)
      .json({ login: recipient.nickname, amount: ' 7 ' })
      .loginAs(sender)

    response.assertStatus(200)
    assert.deepEqual(await walletOf(recipient), { balance: 0, coins: 7 })
  })

  test('names the problem in the request language', async ({ client }) => {
    const sender = await UserFactory.create()
    const response = await client
      .post(URL)
      .header('Accept-Language', 'en')
      .json({ login: 'nobody_here', amount: 5 })
      .loginAs(sender)
    response.assertBodyContains({ error_message: 'No player is called nobody_here' })
  })

  test('answers a replayed Idempotency-Key with the first result and moves coins once', async ({
    client,
    assert,
  }) => {
    const sender = await UserFactory.create()
    const recipient = await UserFactory.create()
    await fund(sender, 'coins', 100)
    const key = '0b6f4f1e-8a55-4a8e-9f51-3f1c2d9a7e11'

    const first = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ login: recipient.nickname, amount: 30 })
      .loginAs(sender)
    const again = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ login: recipient.nickname, amount: 30 })
      .loginAs(sender)
    const other = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ login: recipient.nickname, amount: 31 })
      .loginAs(sender)

    first.assertStatus(200)
    again.assertStatus(200)
    assert.deepEqual(again.body(), first.body())
    other.assertStatus(409)
    other.assertBodyContains({ error_code: 1704 })
    assert.deepEqual(await walletOf(sender), { balance: 0, coins: 70 })
  })

  test('needs a login', async ({ client }) => {
    const response = await client.post(URL).json({ login: 'x', amount: 1 })
    response.assertStatus(401)
  })
})

test.group('API game-money/transfer races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('of 200 simultaneous one-coin transfers from 50 coins exactly 50 go through', async ({
    assert,
  }) => {
    const sender = await UserFactory.create()
    const recipients = await UserFactory.createMany(4)
    await fund(sender, 'coins', 50)
    const headers = {
      ...sessionHeaders(await openSession(sender)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }

    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        fetch(`${baseURL}${URL}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ login: recipients[index % 4].nickname, amount: 1 }),
        }).then(async (response) => ({ status: response.status, body: await response.json() }))
      )
    )

    const ok = statuses.filter((answer) => answer.status === 200)
    const refused = statuses.filter((answer) => answer.status !== 200)
    assert.lengthOf(ok, 50)
    assert.isTrue(
      refused.every((answer) => answer.status === 400 && answer.body.error_code === 1701)
    )
    assert.deepEqual(await walletOf(sender), { balance: 0, coins: 0 })
    assert.equal(await ledgerSum(sender, 'coins'), 0)
    let received = 0
    for (const recipient of recipients) {
      const { coins } = await walletOf(recipient)
      assert.equal(coins, await ledgerSum(recipient, 'coins'))
      received += coins
    }
    assert.equal(received, 50)
    // Never below zero on the way: every balance the ledger recorded is at least 0.
    const lowest = await LedgerEntry.query().where('user_id', sender.id).min('balance_after as low')
    assert.isAtLeast(Number(lowest[0].$extras.low), 0)
  })
})
