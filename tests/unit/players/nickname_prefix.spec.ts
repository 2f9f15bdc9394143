import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolateDatabase } from '#tests/support/database'
import { whereNicknamePrefix } from '#data/nickname_prefix'

test.group('Nickname prefix queries', (group) => {
  group.each.setup(isolateDatabase)

  test('search {$self} by an index range on the nickname key, not a scan')
    .with(['users', 'game_players'])
    .run(async ({ assert }, table) => {
      const query = whereNicknamePrefix(db.from(table), 'nickname_key', 'sak_')
        .orderBy('nickname_key')
        .limit(10)
        .select('nickname')
        .toSQL()
      const client = db.connection()
      if (client.dialect.name === 'mysql') {
        const [rows] = await client.rawQuery(`explain ${query.sql}`, query.bindings as any[])
        assert.equal(rows[0].type, 'range')
        assert.match(rows[0].key, /nickname_key/)
      } else {
        const rows = await client.rawQuery(
          `explain query plan ${query.sql}`,
          query.bindings as any[]
        )
        const plan = rows.map((row: { detail: string }) => row.detail).join('\n')
        assert.match(
          plan,
          /SEARCH .* USING (COVERING )?INDEX \w*nickname_key\w* \(nickname_key>\? AND nickname_key<\?\)/
        )
      }
    })
})
