import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedEconomy } from '#database/demo/economy'
import { seedStore } from '#database/demo/store'
import { seedPurchases } from '#database/demo/purchases'
import { DAYS } from '#database/demo/game_activity'
import { DEMO_ACCOUNTS } from '#database/demo/accounts'
import { DateTime } from 'luxon'
import { isolateDatabase } from '#tests/support/database'
import { pagePath, type RouteName } from '#tests/support/urls'

/** One prop of a cabinet page of Kirito_92's, in a language. */
async function kiritoProp<T>(client: ApiClient, lang: 'ru' | 'en', route: RouteName, prop: string) {
  const kirito = await User.findByOrFail('nickname_key', 'kirito_92')
  const response = await client.get(pagePath(lang, route)).loginAs(kirito).withInertia()
  response.assertStatus(200)
  return response.inertiaProps[prop] as T[]
}

test.group('Demo data in the reader’s language', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(async () => {
    await seedPlatform()
    await seedAccounts()
    await seedEconomy()
    await seedStore()
    await seedPurchases()
  })

  test('the demo deliveries are labelled in each reader’s language', async ({ client, assert }) => {
    const labels = async (lang: 'ru' | 'en') => {
      const rows = await kiritoProp<{ label: string }>(
        client,
        lang,
        'network.cabinet_deliveries.index',
        'deliveries'
      )
      return rows.map((row) => row.label.split(' · ')[0])
    }
    assert.sameMembers(await labels('ru'), ['VIP', 'Полёт', 'Premium', 'Стартовый набор'])
    assert.sameMembers(await labels('en'), ['VIP', 'Flight', 'Premium', 'Starter kit'])
  })

  test('the welcome gift’s note is in each reader’s language', async ({ client, assert }) => {
    const notes = async (lang: 'ru' | 'en') => {
      const entries = await kiritoProp<{ note: string | null }>(
        client,
        lang,
        'economy.transactions.index',
        'entries'
      )
      return entries.map((entry) => entry.note).filter((note) => note !== null)
    }
    assert.deepEqual(await notes('ru'), ['Подарок за регистрацию'])
    assert.deepEqual(await notes('en'), ['Welcome gift'])
  })

  test('every demo account registered before its seeded weeks of play', async ({ assert }) => {
    const firstPlay = DateTime.utc().minus({ days: DAYS })
    const users = await User.query().whereIn(
      'nickname',
      DEMO_ACCOUNTS.map((account) => account.nickname)
    )
    assert.lengthOf(users, DEMO_ACCOUNTS.length)
    for (const user of users) assert.isBelow(user.createdAt.toMillis(), firstPlay.toMillis())
    assert.lengthOf(new Set(users.map((user) => user.createdAt.toISODate())), users.length)
  })
})
