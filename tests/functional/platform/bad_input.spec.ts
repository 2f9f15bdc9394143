import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { siteUrl } from '#tests/support/http'
import { pathFor } from '#tests/support/urls'

/*
| Bad input that once reached a 500 (issue #23, finding 6): each is a 400 or 404 in the
| error shape, on SQLite and MariaDB.
*/
test.group('Bad input answers 400 or 404, never 500', (group) => {
  group.each.setup(isolateDatabase)

  test('a page number past any list on {$self}')
    .with([
      pathFor('api.economy.transactions.index'),
      pathFor('api.content.documents.index'),
      pathFor('api.players.bans.index'),
    ])
    .run(async ({ client }, path) => {
      const player = await UserFactory.create()
      const response = await client
        .get(path)
        .qs({ page: '9223372036854776000', target: 'news' })
        .loginAs(player)

      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type: 'page' } })
    })

  test('an Idempotency-Key that is not a UUID on {path}')
    .with([
      {
        path: pathFor('api.economy.store_purchases.store'),
        body: { type: 'role', slug: 'vip', server: 'x', period: 'month' },
      },
      { path: pathFor('api.economy.transfers.store'), body: { login: 'someone', amount: 5 } },
    ])
    .run(async ({ client }, { path, body }) => {
      const player = await UserFactory.create()
      for (const key of ['k'.repeat(37), 'k'.repeat(129), 'not a uuid']) {
        const response = await client
          .post(path)
          .header('Idempotency-Key', key)
          .json(body)
          .loginAs(player)
        response.assertStatus(400)
        response.assertBodyContains({ error: 'validation', details: { type: 'idempotencyKey' } })
      }
    })

  test('an upload path that climbs out or holds a NUL: {$self}')
    .with([
      '/uploads/..%2f..%2fconfig/app.js',
      '/uploads/%00',
      '/uploads/a/..%2F..%2F..%2Fpackage.json',
    ])
    .run(async ({ assert }, path) => {
      const response = await fetch(siteUrl(path), { redirect: 'manual' })
      const text = await response.text()

      assert.equal(response.status, 404)
      assert.notMatch(text, /traversal|unallowed|E_PATH|E_UNALLOWED/i)
    })
})
