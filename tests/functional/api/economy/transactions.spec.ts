import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { LedgerEntryFactory } from '#database/factories/ledger_entry_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.transactions.index')

test.group('API user/history/money', (group) => {
  group.each.setup(isolateDatabase)

  test('answers the ledger newest first as a paginated list', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const rows = await LedgerEntryFactory.merge({ userId: user.id }).createMany(3)
    await LedgerEntryFactory.merge({
      userId: user.id,
      currency: 'rub',
      amount: 5000,
      balanceAfter: 5000,
    }).create()

    const response = await client.get(URL).qs({ currency: 'coins', perPage: 2 }).loginAs(user)

    response.assertStatus(200)
    response.assertBodyContains({ meta: { page: 1, perPage: 2, total: 3 } })
    assert.deepEqual(
      response.body().data.map((entry: { id: number }) => entry.id),
      [rows[2].id, rows[1].id]
    )
    assert.deepEqual(Object.keys(response.body().data[0]).sort(), [
      'amount',
      'balanceAfter',
      'counterparty',
      'createdAt',
      'currency',
      'id',
      'note',
      'reason',
      'reference',
    ])
  })

  test('refuses an unknown currency', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get(URL).qs({ currency: 'usd' }).loginAs(user)
    response.assertStatus(400)
    response.assertBodyContains({ details: { type: 'currency' } })
  })

  test('needs a login', async ({ client }) => {
    const response = await client.get(URL)
    response.assertStatus(401)
  })
})
