import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import Friendship from '#models/friendship'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { askFriend, befriend, hide, privacyStaff } from '#tests/support/social'
import { pathFor, type RouteName } from '#tests/support/urls'

async function headersOf(user: Parameters<typeof openSession>[0]) {
  return { ...sessionHeaders(await openSession(user)), 'Accept-Language': 'en' }
}

test.group('API friends', (group) => {
  group.each.setup(isolateDatabase)

  test('sends, lists, accepts, declines and removes', async ({ client, assert }) => {
    const alice = await UserFactory.merge({ nickname: 'Alice' }).create()
    const bob = await UserFactory.merge({ nickname: 'Bob' }).create()
    await UserFactory.merge({ nickname: 'Carol' }).create()
    const asAlice = await headersOf(alice)
    const asBob = await headersOf(bob)

    const sent = await client
      .post(pathFor('api.players.friend_requests.store'))
      .headers(asAlice)
      .json({ login: 'bob' })
    await client
      .post(pathFor('api.players.friend_requests.store'))
      .headers(asAlice)
      .json({ login: 'Carol' })
    const bobs = await client.get(pathFor('api.players.friend_requests.index')).headers(asBob)
    const alices = await client.get(pathFor('api.players.friend_requests.index')).headers(asAlice)
    const accepted = await client
      .post(pathFor('api.players.friends.store'))
      .headers(asBob)
      .json({ login: 'Alice' })
    const list = await client.get(pathFor('api.players.friends.index', { nickname: 'alice' }))
    const withdrawn = await client
      .post(pathFor('api.players.friend_requests.destroy'))
      .headers(asAlice)
      .json({ login: 'Carol' })
    const removed = await client
      .post(pathFor('api.players.friends.destroy'))
      .headers(asBob)
      .json({ login: 'Alice' })
    const after = await client.get(pathFor('api.players.friends.index', { nickname: 'Alice' }))

    sent.assertStatus(200)
    sent.assertBody({ status: 'requested', friend: { login: 'Bob' } })
    assert.deepEqual(
      bobs.body().incoming.map((entry: { login: string }) => entry.login),
      ['Alice']
    )
    assert.deepEqual(bobs.body().outgoing, [])
    // Sent within the same second: the order between them is the id's.
    assert.sameMembers(
      alices.body().outgoing.map((entry: { login: string }) => entry.login),
      ['Carol', 'Bob']
    )
    accepted.assertBody({ status: 'accepted', friend: { login: 'Alice' } })
    list.assertStatus(200)
    assert.deepEqual(list.body().meta, { page: 1, perPage: 20, total: 1 })
    assert.equal(list.body().data[0].login, 'Bob')
    assert.match(list.body().data[0].since, /^\d{4}-\d{2}-\d{2}T/)
    withdrawn.assertBody({ status: 'declined', friend: { login: 'Carol' } })
    removed.assertBody({ status: 'removed', friend: { login: 'Alice' } })
    after.assertBody({ data: [], meta: { page: 1, perPage: 20, total: 0 } })
    assert.lengthOf(await Friendship.all(), 0)
  })

  test('lets a player send 20 friend requests in 10 minutes, then answers 429', async ({
    client,
    assert,
  }) => {
    const alice = await UserFactory.merge({ nickname: 'Alice' }).create()
    const others = await UserFactory.createMany(21)
    const asAlice = await headersOf(alice)
    for (const other of others.slice(0, 20)) {
      const response = await client
        .post(pathFor('api.players.friend_requests.store'))
        .headers(asAlice)
        .json({ login: other.nickname })
      response.assertStatus(200)
    }
    const over = await client
      .post(pathFor('api.players.friend_requests.store'))
      .headers(asAlice)
      .json({ login: others[20].nickname })
    over.assertStatus(429)
    assert.isAbove(Number(over.header('retry-after')), 0)
    assert.lengthOf(await Friendship.all(), 20)
  })

  test('a crossing request accepts the one already received', async ({ client, assert }) => {
    const alice = await UserFactory.merge({ nickname: 'Alice' }).create()
    const bob = await UserFactory.merge({ nickname: 'Bob' }).create()
    await askFriend(bob, alice)

    const response = await client
      .post(pathFor('api.players.friend_requests.store'))
      .headers(await headersOf(alice))
      .json({ login: 'Bob' })

    response.assertBody({ status: 'accepted', friend: { login: 'Bob' } })
    const rows = await Friendship.all()
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'accepted')
  })

  test('refuses {title} with {status} / {code}')
    .with([
      {
        title: 'oneself',
        route: 'api.players.friend_requests.store',
        login: 'Alice',
        status: 400,
        code: 1923,
      },
      {
        title: 'a duplicate',
        route: 'api.players.friend_requests.store',
        login: 'Pending',
        status: 409,
        code: 1924,
      },
      {
        title: 'a friend',
        route: 'api.players.friend_requests.store',
        login: 'Buddy',
        status: 409,
        code: 1925,
      },
      {
        title: 'a game-only player',
        route: 'api.players.friend_requests.store',
        login: 'Wanderer',
        status: 400,
        code: 1922,
      },
      {
        title: 'an unknown player',
        route: 'api.players.friend_requests.store',
        login: 'Ghost',
        status: 404,
        code: 1901,
      },
      {
        title: 'a bad nickname',
        route: 'api.players.friend_requests.store',
        login: 'a b',
        status: 400,
        code: 400,
      },
      {
        title: 'accepting one sent',
        route: 'api.players.friends.store',
        login: 'Pending',
        status: 404,
        code: 1926,
      },
      {
        title: 'declining none',
        route: 'api.players.friend_requests.destroy',
        login: 'Buddy',
        status: 404,
        code: 1926,
      },
      {
        title: 'removing a stranger',
        route: 'api.players.friends.destroy',
        login: 'Pending',
        status: 404,
        code: 1927,
      },
    ])
    .run(async ({ client, assert }, row) => {
      const alice = await UserFactory.merge({ nickname: 'Alice' }).create()
      await askFriend(alice, await UserFactory.merge({ nickname: 'Pending' }).create())
      await befriend(alice, await UserFactory.merge({ nickname: 'Buddy' }).create())
      await GamePlayerFactory.merge({ nickname: 'Wanderer', nicknameKey: 'wanderer' }).create()

      const response = await client
        .post(pathFor(row.route as RouteName))
        .headers(await headersOf(alice))
        .json({ login: row.login })

      response.assertStatus(row.status)
      assert.equal(response.body().error_code, row.code)
      assert.isString(response.body().error_message)
      assert.equal(response.body().details.description, response.body().error_message)
      assert.lengthOf(await Friendship.all(), 2)
    })

  test('the friends list is hidden from others: 403 / 1920 unless owner or staff', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.merge({ nickname: 'Hermit' }).create()
    await befriend(owner, await UserFactory.create())
    await hide(owner, ['friends'])

    const guest = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Hermit' }))
      .header('Accept-Language', 'en')
    const other = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Hermit' }))
      .headers(await headersOf(await UserFactory.create()))
    const self = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Hermit' }))
      .headers(await headersOf(owner))
    const staff = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Hermit' }))
      .headers(await headersOf(await privacyStaff()))

    guest.assertStatus(403)
    guest.assertBodyContains({
      error: 'friends',
      error_code: 1920,
      error_message: 'Hermit hides their friends from other players.',
    })
    other.assertStatus(403)
    assert.equal(self.body().meta.total, 1)
    assert.equal(staff.body().meta.total, 1)
  })

  test('lists bounded pages and refuses bad ones', async ({ client }) => {
    await UserFactory.merge({ nickname: 'Lonely' }).create()

    const big = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Lonely' }))
      .qs({ perPage: 500 })
    const zero = await client
      .get(pathFor('api.players.friends.index', { nickname: 'Lonely' }))
      .qs({ page: 0 })
    const gameOnly = await client.get(
      pathFor('api.players.friends.index', { nickname: 'Nobody_Known' })
    )

    big.assertStatus(400)
    big.assertBodyContains({ details: { type: 'perPage' } })
    zero.assertStatus(400)
    gameOnly.assertStatus(404)
    gameOnly.assertBodyContains({ error_code: 1901 })
  })

  test('needs a login to act or read requests', async ({ client }) => {
    for (const route of [
      'api.players.friend_requests.store',
      'api.players.friend_requests.destroy',
      'api.players.friends.store',
      'api.players.friends.destroy',
    ] as const) {
      const response = await client.post(pathFor(route)).json({ login: 'x' })
      response.assertStatus(401)
    }
    const requests = await client.get(pathFor('api.players.friend_requests.index'))
    requests.assertStatus(401)
  })
})

test.group('API friends races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('simultaneous and crossing requests leave one friendship row', async ({ assert }) => {
    const alice = await UserFactory.merge({ nickname: 'Alice' }).create()
    const bob = await UserFactory.merge({ nickname: 'Bob' }).create()
    const post = async (user: typeof alice, login: string) => {
      const response = await fetch(`${baseURL}${pathFor('api.players.friend_requests.index')}`, {
        method: 'POST',
        headers: {
          ...(await headersOf(user)),
          'content-type': 'application/json',
          'accept': 'application/json',
        },
        body: JSON.stringify({ login }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => post(alice, 'Bob')),
      ...Array.from({ length: 6 }, () => post(bob, 'Alice')),
    ])

    const rows = await Friendship.all()
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'accepted')
    // Every answer is a success or a clear conflict, never a server error.
    for (const answer of answers) {
      assert.oneOf(answer.status, [200, 409])
      if (answer.status === 409) assert.oneOf(answer.body.error_code, [1924, 1925])
    }
    assert.isTrue(answers.some((answer) => answer.body.status === 'accepted'))
  })
})
