import { test } from '@japa/runner'
import DeliveryCommand from '#models/delivery_command'
import LedgerEntry from '#models/ledger_entry'
import StoreGrant from '#models/store_grant'
import WipeRefund from '#models/wipe_refund'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { purchaseBefore, wipeAhead } from '#tests/support/refunds'
import { walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

test.group('API cabinet/refund', (group) => {
  group.each.setup(isolateDatabase)

  test('items refund up to 14 days before the wipe, privileges up to 15', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const setup = await wipeAhead()
    const item14 = await purchaseBefore(user, setup, 'ability', 14, 10_00)
    const item15 = await purchaseBefore(user, setup, 'ability', 15, 20_00)
    const role15 = await purchaseBefore(user, setup, 'role', 15, 300_00)
    const role16 = await purchaseBefore(user, setup, 'role', 16, 400_00)

    const listed = await client.get(pathFor('api.economy.refunds.index')).loginAs(user)
    listed.assertStatus(200)
    const [wipe] = listed.body().wipes
    const statuses = Object.fromEntries(
      wipe.purchases.map((row: { id: string; status: string }) => [row.id, row.status])
    )
    assert.deepEqual(statuses, {
      [item14.id]: 'refundable',
      [item15.id]: 'too_old',
      [role15.id]: 'refundable',
      [role16.id]: 'too_old',
    })
    assert.equal(wipe.refundable, 310_00)
    assert.deepEqual(listed.body().terms, { roleDays: 15, itemDays: 14 })

    const response = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: setup.wipe.id })
      .loginAs(user)

    response.assertStatus(200)
    response.assertBodyContains({ wipeId: setup.wipe.id, amount: 310_00, balance: 310_00 })
    assert.sameMembers(response.body().purchases, [item14.id, role15.id])
    assert.deepEqual(await walletOf(user), { balance: 310_00, coins: 0 })
    const grant = await StoreGrant.findOrFail(role15.grantId)
    assert.equal(grant.state, 'expired')
    const removals = await DeliveryCommand.query().where('user_id', user.id)
    assert.lengthOf(removals, 1)
    assert.include(removals[0].command, 'parent remove')

    const after = await client.get(pathFor('api.economy.refunds.index')).loginAs(user)
    assert.equal(after.body().wipes[0].refunded.amount, 310_00)
    assert.lengthOf(after.body().refunds, 1)
  })

  test('refuses a second refund, an empty one and an unknown wipe', async ({ client }) => {
    const user = await UserFactory.create()
    const setup = await wipeAhead()
    await purchaseBefore(user, setup, 'ability', 1)
    const other = await UserFactory.create()

    const first = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: setup.wipe.id })
      .loginAs(user)
    first.assertStatus(200)
    const second = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: setup.wipe.id })
      .loginAs(user)
    second.assertStatus(409)
    second.assertBodyContains({ error_code: 2122 })
    const empty = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: setup.wipe.id })
      .loginAs(other)
    empty.assertStatus(409)
    empty.assertBodyContains({ error_code: 2121 })
    const unknown = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: 999_999 })
      .loginAs(user)
    unknown.assertStatus(404)
    unknown.assertBodyContains({ error_code: 2120 })
    const invalid = await client
      .post(pathFor('api.economy.refunds.store'))
      .json({ wipeId: 'x' })
      .loginAs(user)
    invalid.assertStatus(400)
  })

  test('needs a login', async ({ client }) => {
    const response = await client.get(pathFor('api.economy.refunds.index'))
    response.assertStatus(401)
  })
})

test.group('API cabinet/refund races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('of 20 simultaneous refunds one credits and queues the role removal once', async ({
    assert,
  }) => {
    const user: User = await UserFactory.create()
    const setup = await wipeAhead()
    await purchaseBefore(user, setup, 'role', 3, 300_00)
    await purchaseBefore(user, setup, 'ability', 2, 50_00)
    const headers = {
      ...sessionHeaders(await openSession(user)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`${baseURL}${pathFor('api.economy.refunds.store')}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ wipeId: setup.wipe.id }),
        })
        return { status: response.status, body: await response.json() }
      })
    )

    assert.lengthOf(
      answers.filter((answer) => answer.status === 200),
      1
    )
    assert.isTrue(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 409 && answer.body.error_code === 2122),
      JSON.stringify(answers.filter((answer) => answer.status !== 200 && answer.status !== 409))
    )
    assert.deepEqual(await walletOf(user), { balance: 350_00, coins: 0 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'refund'), 1)
    assert.lengthOf(await WipeRefund.all(), 1)
    assert.lengthOf(await DeliveryCommand.query().where('user_id', user.id), 1)
  })
})
