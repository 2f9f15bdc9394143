import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/support/database'
import { onePooledConnection } from '#tests/support/one_connection'
import { EDITOR, newsBody, staffHeaders } from '#tests/support/content'
import { fund } from '#tests/support/wallets'
import { gameCall, gameServerWithKey } from '#tests/support/game_api'
import { sessionHeaders, openSession } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

/*
| Issue #23: a query beside its own transaction waits forever for the connection that
| transaction holds on a one-connection pool (SQLite's always). A write path of each area runs
| here on such a pool with a 3 s acquire timeout, on both databases; a missing
| `{ client: trx }` fails it with a 500 instead of passing on a larger pool.
*/
test.group('Write paths on a pool of one connection', (group) => {
  group.setup(() => onePooledConnection())
  group.each.setup(freshDatabase)

  test('accounts: privacy choices are saved', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(pathFor('api.accounts.privacy.update'))
      .headers(sessionHeaders(await openSession(user)))
      .json({ hidden: ['roles'] })
    response.assertStatus(200)
  })

  test('content: a document is created, edited, refused for an unknown server', async ({
    client,
  }) => {
    const { headers } = await staffHeaders(EDITOR)
    const created = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody())
    created.assertStatus(200)
    const edited = await client
      .post(pathFor('api.content.documents.update'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json({ id: created.body().id, titleRu: 'Другое', titleEn: 'Other' })
    edited.assertStatus(200)
    const refused = await client
      .post(pathFor('api.content.documents.store'))
      .headers(headers)
      .header('Idempotency-Key', randomUUID())
      .json(newsBody({ target: 'servers', serverName: 'nope' }))
    refused.assertStatus(400)
  })

  test('economy: coins are transferred, and a replay answers the first result', async ({
    client,
  }) => {
    const sender = await UserFactory.create()
    const recipient = await UserFactory.create()
    await fund(sender, 'coins', 100)
    const key = randomUUID()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await client
        .post(pathFor('api.economy.transfers.store'))
        .header('Idempotency-Key', key)
        .json({ login: recipient.nickname, amount: 10 })
        .loginAs(sender)
      response.assertStatus(200)
    }
  })

  test('players: a friend request is sent and accepted', async ({ client }) => {
    const alice = await UserFactory.create()
    const bob = await UserFactory.create()
    const sent = await client
      .post(pathFor('api.players.friend_requests.store'))
      .headers(sessionHeaders(await openSession(alice)))
      .json({ login: bob.nickname })
    sent.assertStatus(200)
    const accepted = await client
      .post(pathFor('api.players.friends.store'))
      .headers(sessionHeaders(await openSession(bob)))
      .json({ login: alice.nickname })
    accepted.assertStatus(200)
  })

  test('network: a heartbeat and a batch of events are applied', async ({ client }) => {
    const { key } = await gameServerWithKey()
    const heartbeat = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: 20,
      maxPlayers: 10,
      online: [{ nickname: 'Pool_One' }],
    })
    heartbeat.assertStatus(200)
    const now = Date.now()
    const events = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        {
          id: randomUUID(),
          type: 'join',
          at: new Date(now - 120_000).toISOString(),
          nickname: 'Pool_Two',
        },
        {
          id: randomUUID(),
          type: 'stats',
          at: new Date(now - 60_000).toISOString(),
          nickname: 'Pool_Two',
          deltas: { deaths: 1 },
        },
        { id: randomUUID(), type: 'leave', at: new Date(now).toISOString(), nickname: 'Pool_Two' },
      ],
    })
    events.assertBodyContains({ accepted: 3, rejected: [] })
  })
})
