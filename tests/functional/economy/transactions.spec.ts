import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { LedgerEntryFactory } from '#database/factories/ledger_entry_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet transactions page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client.get(pagePath('en', 'economy.transactions.index')).redirects(0)
    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'economy.transactions.index') }
      )
    )
  })

  test('lists the ledger newest first, filtered by currency, a page at a time', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const now = DateTime.utc().startOf('second')
    const older = await LedgerEntryFactory.merge({
      userId: user.id,
      currency: 'rub',
      amount: 100_000,
      balanceAfter: 100_000,
      reason: 'top_up',
      referenceType: 'payment',
      createdAt: now.minus({ days: 1 }),
    }).create()
    const newer = await LedgerEntryFactory.merge({
      userId: user.id,
      amount: -40,
      balanceAfter: 60,
      reason: 'transfer_out',
      referenceType: 'transfer',
      details: { counterparty: 'Megumin', counterpartyId: 7 },
      createdAt: now,
    }).create()
    const stranger = await UserFactory.create()
    await LedgerEntryFactory.merge({ userId: stranger.id }).create()

    const all = await client
      .get(pagePath('ru', 'economy.transactions.index'))
      .loginAs(user)
      .withInertia()
    all.assertInertiaComponent('economy/transactions/index')
    all.assertInertiaPropsContains({
      filter: { currency: null, meta: { page: 1, perPage: 20, total: 2 } },
    })
    assert.deepEqual(
      all.inertiaProps.entries.map((entry: { id: number }) => entry.id),
      [newer.id, older.id]
    )
    assert.deepInclude(all.inertiaProps.entries[0], {
      currency: 'coins',
      amount: -40,
      balanceAfter: 60,
      reason: 'transfer_out',
      counterparty: 'Megumin',
      reference: { type: 'transfer', id: newer.referenceId },
    })

    const rubles = await client
      .get(pagePath('ru', 'economy.transactions.index'))
      .qs({ currency: 'rub' })
      .loginAs(user)
      .withInertia()
    assert.deepEqual(
      rubles.inertiaProps.entries.map((entry: { id: number }) => entry.id),
      [older.id]
    )

    const beyond = await client
      .get(pagePath('ru', 'economy.transactions.index'))
      .qs({ page: 9, currency: 'bogus' })
      .loginAs(user)
      .withInertia()
    beyond.assertInertiaPropsContains({
      filter: { currency: null, meta: { page: 9, total: 2 } },
      entries: [],
    })
  })
})
