import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import DeliveryCommand from '#models/delivery_command'
import LedgerEntry from '#models/ledger_entry'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { StoreAbilityFactory } from '#database/factories/store_ability_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { fund, ledgerSum, walletOf } from '#tests/support/wallets'
import { MONTH_MS } from '#domain/economy/store'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.store_purchases.store')

async function shop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const role = await StoreRoleFactory.merge({
    serverId: server.id,
    slug: 'vip',
    nameEn: 'VIP',
  }).create()
  return { server, role }
}

test.group('API store/buy', (group) => {
  group.each.setup(isolateDatabase)

  test('buys a role for a month: debit, grant and delivery command together', async ({
    client,
    assert,
  }) => {
    const { server } = await shop()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await fund(player, 'rub', 150_00)

    const before = Date.now()
    const response = await client
      .post(URL)
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' })
      .loginAs(player)

    response.assertStatus(200)
    response.assertBodyContains({
      type: 'role',
      mode: 'new',
      server: { slug: 'hi-tech', name: 'HiTech' },
      item: { slug: 'vip' },
      period: 'month',
      price: 100_00,
      discountPercent: 0,
      amount: 100_00,
      balance: 50_00,
    })
    assert.deepEqual(await walletOf(player), { balance: 50_00, coins: 0 })
    const grant = await StoreGrant.findOrFail(response.body().grant.id)
    assert.equal(grant.serverId, server.id)
    assert.approximately(grant.expiresAt!.toMillis() - before, MONTH_MS, 5_000)
    const command = await DeliveryCommand.findOrFail(response.body().deliveryId)
    assert.equal(command.command, 'lp user Kirito_92 parent add vip')
    assert.equal(command.serverId, server.id)
    assert.equal(command.userId, player.id)
    const [debit] = await LedgerEntry.query().where('reference_id', response.body().id)
    assert.equal(debit.reason, 'store_purchase')
  })

  test('extends by the period from the current expiry and stacks a second grant', async ({
    client,
    assert,
  }) => {
    await shop()
    const player = await UserFactory.create()
    await fund(player, 'rub', 2000_00)
    const body = { type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' }
    const first = await client.post(URL).json(body).loginAs(player)
    const expiry = DateTime.fromISO(first.body().grant.expiresAt).toMillis()

    const again = await client.post(URL).header('Accept-Language', 'en').json(body).loginAs(player)
    again.assertStatus(409)
    again.assertBodyContains({ error_code: 2003, details: { type: 'role_active' } })
    assert.match(again.body().error_message, /^Failed to purchase a role/)

    const extended = await client
      .post(URL)
      .json({ ...body, mode: 'extend' })
      .loginAs(player)
    extended.assertStatus(200)
    assert.equal(extended.body().mode, 'extend')
    assert.equal(extended.body().grant.id, first.body().grant.id)
    assert.equal(DateTime.fromISO(extended.body().grant.expiresAt).toMillis(), expiry + MONTH_MS)

    const stacked = await client
      .post(URL)
      .json({ ...body, mode: 'stack', period: 'forever' })
      .loginAs(player)
    stacked.assertStatus(200)
    assert.equal(stacked.body().mode, 'stack')
    assert.notEqual(stacked.body().grant.id, first.body().grant.id)
    assert.isNull(stacked.body().grant.expiresAt)
    assert.lengthOf(await StoreGrant.query().where('user_id', player.id), 2)
    // 100 + 100 + 1000 ₽ paid.
    assert.deepEqual(await walletOf(player), { balance: 800_00, coins: 0 })

    const forever = await client
      .post(URL)
      .json({ ...body, mode: 'extend' })
      .loginAs(player)
    forever.assertStatus(409)
    forever.assertBodyContains({ error_code: 2004 })
  })

  test('refuses to extend a forever role', async ({ client }) => {
    await shop()
    const player = await UserFactory.create()
    await fund(player, 'rub', 2000_00)
    const body = { type: 'role', slug: 'vip', server: 'hi-tech', period: 'forever' }
    await client.post(URL).json(body).loginAs(player)
    const response = await client
      .post(URL)
      .json({ ...body, period: 'month', mode: 'extend' })
      .loginAs(player)
    response.assertStatus(409)
    response.assertBodyContains({ error_code: 2004 })
  })

  test('takes the best discount of the active roles off the price', async ({ client, assert }) => {
    const { server } = await shop()
    await StoreRoleFactory.merge({
      serverId: server.id,
      slug: 'premium',
      discountPercent: 15,
      priceMonth: 300_00,
    }).create()
    const player = await UserFactory.create()
    await fund(player, 'rub', 1000_00)
    await client
      .post(URL)
      .json({ type: 'role', slug: 'premium', server: 'hi-tech' })
      .loginAs(player)

    const response = await client
      .post(URL)
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'quarter' })
      .loginAs(player)

    response.assertBodyContains({ price: 250_00, discountPercent: 15, amount: 212_50 })
    assert.deepEqual(await walletOf(player), { balance: 1000_00 - 300_00 - 212_50, coins: 0 })
  })

  test('buys an ability once per server', async ({ client, assert }) => {
    const { server } = await shop()
    await StoreAbilityFactory.merge({ serverId: server.id, slug: 'fly' }).create()
    const player = await UserFactory.create()
    await fund(player, 'rub', 200_00)
    const body = { type: 'ability', slug: 'fly', server: 'hi-tech' }

    const first = await client.post(URL).json(body).loginAs(player)
    const again = await client.post(URL).json(body).loginAs(player)

    first.assertStatus(200)
    first.assertBodyContains({
      type: 'ability',
      amount: 50_00,
      period: null,
      grant: { expiresAt: null },
    })
    again.assertStatus(409)
    again.assertBodyContains({ error_code: 2005 })
    assert.deepEqual(await walletOf(player), { balance: 150_00, coins: 0 })
  })

  test('refuses {title} with error {code} and charges nothing')
    .with([
      {
        title: 'no server',
        body: { type: 'role', slug: 'vip' },
        status: 400,
        code: 400,
        type: 'server',
        message: 'Select server',
      },
      {
        title: 'an unknown server',
        body: { type: 'role', slug: 'vip', server: 'nowhere' },
        status: 404,
        code: 2001,
        type: 'server',
        message: 'Failed to purchase a role: no such server in the store',
      },
      {
        title: 'a role not sold there',
        body: { type: 'role', slug: 'king', server: 'hi-tech' },
        status: 404,
        code: 2001,
        type: 'slug',
        message: 'Failed to purchase a role: it is not sold on this server',
      },
      {
        title: 'a period not sold',
        body: { type: 'role', slug: 'vip', server: 'hi-tech', period: 'forever' },
        status: 400,
        code: 2002,
        type: 'period_unavailable',
        message: 'Failed to purchase a role: it is not sold for this period on this server',
      },
      {
        title: 'a short balance',
        body: { type: 'role', slug: 'vip', server: 'hi-tech', period: 'quarter' },
        status: 400,
        code: 2006,
        type: 'balance',
        message: 'Failed to purchase a role: not enough money on the balance, 100 ₽ short',
      },
      {
        title: 'an unknown period',
        body: { type: 'role', slug: 'vip', server: 'hi-tech', period: 'week' },
        status: 400,
        code: 400,
        type: 'period',
        message: null,
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { role } = await shop()
      role.priceForever = null
      await role.save()
      const player = await UserFactory.create()
      await fund(player, 'rub', 150_00)

      const response = await client
        .post(URL)
        .header('Accept-Language', 'en')
        .json(row.body)
        .loginAs(player)

      response.assertStatus(row.status)
      response.assertBodyContains({ error_code: row.code, details: { type: row.type } })
      if (row.message) assert.equal(response.body().error_message, row.message)
      assert.deepEqual(await walletOf(player), { balance: 150_00, coins: 0 })
      assert.lengthOf(await StoreGrant.query().where('user_id', player.id), 0)
    })

  test('answers a replayed Idempotency-Key with the first result and buys once', async ({
    client,
    assert,
  }) => {
    await shop()
    const player = await UserFactory.create()
    await fund(player, 'rub', 500_00)
    const key = '6a7c3f2e-1b0d-4e5f-9a8b-7c6d5e4f3a21'
    const body = { type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' }

    const first = await client.post(URL).header('Idempotency-Key', key).json(body).loginAs(player)
    const again = await client.post(URL).header('Idempotency-Key', key).json(body).loginAs(player)
    const other = await client
      .post(URL)
      .header('Idempotency-Key', key)
      .json({ ...body, period: 'quarter' })
      .loginAs(player)

    first.assertStatus(200)
    again.assertStatus(200)
    assert.deepEqual(again.body(), first.body())
    other.assertStatus(409)
    other.assertBodyContains({ error_code: 1002 })
    assert.deepEqual(await walletOf(player), { balance: 400_00, coins: 0 })
  })

  test("another player's Idempotency-Key is theirs: both players buy", async ({
    client,
    assert,
  }) => {
    await shop()
    const [first, second] = await UserFactory.createMany(2)
    await fund(first, 'rub', 500_00)
    await fund(second, 'rub', 500_00)
    const key = '0b9e2f4c-7d31-4a6e-8c5b-2f1e0d9c8b7a'
    const body = { type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' }

    const mine = await client.post(URL).header('Idempotency-Key', key).json(body).loginAs(first)
    const theirs = await client.post(URL).header('Idempotency-Key', key).json(body).loginAs(second)

    mine.assertStatus(200)
    theirs.assertStatus(200)
    assert.notEqual(theirs.body().grant.id, mine.body().grant.id)
    assert.deepEqual(await walletOf(first), { balance: 400_00, coins: 0 })
    assert.deepEqual(await walletOf(second), { balance: 400_00, coins: 0 })
  })

  test('needs a login', async ({ client }) => {
    const response = await client.post(URL).json({ type: 'role', slug: 'vip', server: 'hi-tech' })
    response.assertStatus(401)
  })
})

test.group('API store/buy races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  async function racer() {
    await shop()
    const player = await UserFactory.create()
    const headers = {
      ...sessionHeaders(await openSession(player)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }
    const buy = (key?: string) =>
      fetch(`${baseURL}${URL}`, {
        method: 'POST',
        headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
        body: JSON.stringify({
          type: 'role',
          slug: 'vip',
          server: 'hi-tech',
          period: 'month',
          mode: 'stack',
        }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    return { player, buy }
  }

  test('of 100 simultaneous buys with money for 3 exactly 3 go through', async ({ assert }) => {
    const { player, buy } = await racer()
    await fund(player, 'rub', 350_00)

    const answers = await Promise.all(Array.from({ length: 100 }, () => buy()))

    const ok = answers.filter((answer) => answer.status === 200)
    assert.lengthOf(ok, 3)
    assert.isTrue(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 400 && answer.body.error_code === 2006)
    )
    assert.deepEqual(await walletOf(player), { balance: 50_00, coins: 0 })
    assert.equal(await ledgerSum(player, 'rub'), 50_00)
    assert.lengthOf(await StoreGrant.query().where('user_id', player.id), 3)
    assert.lengthOf(await StorePurchase.query().where('user_id', player.id), 3)
    const debits = await LedgerEntry.query()
      .where('user_id', player.id)
      .where('reason', 'store_purchase')
    assert.lengthOf(debits, 3)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 3)
  }).timeout(60_000)

  test('the same Idempotency-Key 50 times at once buys once', async ({ assert }) => {
    const { player, buy } = await racer()
    await fund(player, 'rub', 1000_00)
    const key = 'c0ffee00-1b0d-4e5f-9a8b-7c6d5e4f3a21'

    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(key)))

    assert.isTrue(answers.every((answer) => answer.status === 200))
    assert.lengthOf(new Set(answers.map((answer) => answer.body.id)), 1)
    assert.deepEqual(await walletOf(player), { balance: 900_00, coins: 0 })
    assert.lengthOf(await StoreGrant.query().where('user_id', player.id), 1)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 1)
  }).timeout(60_000)
})
