import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import CoinTopService from '#services/players/coin_top_service'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { fund } from '#tests/support/wallets'

test.group('Coins top', (group) => {
  group.each.setup(isolateDatabase)

  test('ranks by coins, ties by account, and places an account as the pages list it', async ({
    assert,
  }) => {
    const users = await UserFactory.createMany(5)
    const coins = [40, 90, 40, 0, 10]
    for (const [index, user] of users.entries()) {
      if (coins[index] > 0) await fund(user, 'coins', coins[index])
    }
    // A wallet with rubles only is not ranked.
    await fund(users[3], 'rub', 500)
    const top = new CoinTopService()

    const page = await top.page(0, 10)

    assert.deepEqual(
      page.map((row) => [row.place, row.nickname, row.coins]),
      [
        [1, users[1].nickname, 90],
        [2, users[0].nickname, 40],
        [3, users[2].nickname, 40],
        [4, users[4].nickname, 10],
      ]
    )
    assert.deepEqual(await top.page(2, 1), [page[2]])
    assert.equal(await top.count(), 4)
    for (const row of page) {
      const user = users.find((entry) => entry.nickname === row.nickname)!
      assert.deepEqual(await top.own(user.id), row)
    }
    assert.isNull(await top.own(users[3].id))
  })

  test('reads the wallets in index order, never sorting them all', async ({ assert }) => {
    const client = db.connection()
    // The page's inner query, which skips the offset: the wallets in the index's order.
    const query = db
      .from('wallets')
      .where('coins', '>', 0)
      .orderBy('coins', 'desc')
      .orderBy('user_id', 'asc')
      .offset(50)
      .limit(25)
      .select('user_id', 'coins')
      .toSQL()
    if (client.dialect.name === 'mysql') {
      const [rows] = await client.rawQuery(`explain ${query.sql}`, query.bindings as any[])
      assert.equal(rows[0].key, 'wallets_by_coins')
      assert.notInclude(rows.map((row: { Extra: string }) => String(row.Extra)).join(), 'filesort')
    } else {
      const rows = await client.rawQuery(`explain query plan ${query.sql}`, query.bindings as any[])
      const plan = rows.map((row: { detail: string }) => row.detail).join('\n')
      assert.include(plan, 'wallets_by_coins')
      assert.notInclude(plan, 'TEMP B-TREE')
    }
  })
})
