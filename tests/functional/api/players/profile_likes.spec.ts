import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import ProfileLike from '#models/profile_like'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.players.profiles.show', { nickname: 'like' })

/** The stored count of a profile's likes (the top's aggregate). */
async function storedLikes(userId: number) {
  const row = await db.from('profile_like_totals').where('user_id', userId).first()
  return Number(row?.likes ?? 0)
}

test.group('API user/profile/like', (group) => {
  group.each.setup(isolateDatabase)

  test('toggles the like and answers count and place', async ({ client, assert }) => {
    const fan = await UserFactory.create()
    const star = await UserFactory.merge({ nickname: 'Star' }).create()
    const headers = sessionHeaders(await openSession(fan))

    const liked = await client.post(URL).headers(headers).json({ login: 'star' })
    const profile = await client
      .get(pathFor('api.players.profiles.show', { nickname: 'Star' }))
      .headers(headers)
    const unliked = await client.post(URL).headers(headers).json({ login: 'Star' })

    liked.assertStatus(200)
    liked.assertBody({ login: 'Star', liked: true, likes: 1, place: 1 })
    assert.deepInclude(profile.body().player, { likes: 1, liked: true, places: { likes: 1 } })
    unliked.assertBody({ login: 'Star', liked: false, likes: 0, place: null })
    assert.equal(await storedLikes(star.id), 0)
  })

  test('lets a player like or unlike 30 times a minute, then answers 429', async ({
    client,
    assert,
  }) => {
    const fan = await UserFactory.create()
    await UserFactory.merge({ nickname: 'Star' }).create()
    const headers = sessionHeaders(await openSession(fan))
    for (let index = 0; index < 30; index++) {
      const response = await client.post(URL).headers(headers).json({ login: 'Star' })
      response.assertStatus(200)
    }
    const over = await client.post(URL).headers(headers).json({ login: 'Star' })
    over.assertStatus(429)
    assert.isAbove(Number(over.header('retry-after')), 0)
  })

  test('refuses {title} with {status} / {code}')
    .with([
      { title: 'oneself', login: 'Me_Myself', status: 400, code: 1921 },
      { title: 'a game-only player', login: 'Wanderer', status: 400, code: 1922 },
      { title: 'an unknown player', login: 'Ghost', status: 404, code: 1901 },
      { title: 'a bad nickname', login: 'bad name', status: 400, code: 400 },
      { title: 'no nickname', login: undefined, status: 400, code: 400 },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.merge({ nickname: 'Me_Myself' }).create()
      await GamePlayerFactory.merge({ nickname: 'Wanderer', nicknameKey: 'wanderer' }).create()

      const response = await client
        .post(URL)
        .headers(sessionHeaders(await openSession(user)))
        .header('Accept-Language', 'en')
        .json(row.login === undefined ? {} : { login: row.login })

      response.assertStatus(row.status)
      assert.equal(response.body().error_code, row.code)
      assert.isNotEmpty(response.body().error_message)
      assert.lengthOf(await ProfileLike.all(), 0)
    })

  test('needs a login', async ({ client }) => {
    const response = await client.post(URL).json({ login: 'Star' })

    response.assertStatus(401)
  })
})

test.group('API user/profile/like races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('many players liking at once count each like once', async ({ assert }) => {
    const star = await UserFactory.merge({ nickname: 'Star' }).create()
    const fans = await UserFactory.createMany(12)
    const headers = await Promise.all(
      fans.map(async (fan) => ({
        ...sessionHeaders(await openSession(fan)),
        'content-type': 'application/json',
        'accept': 'application/json',
      }))
    )

    const statuses = await Promise.all(
      headers.map(async (fanHeaders) => {
        const response = await fetch(`${baseURL}${URL}`, {
          method: 'POST',
          headers: fanHeaders,
          body: JSON.stringify({ login: 'Star' }),
        })
        return response.status
      })
    )

    assert.deepEqual(new Set(statuses), new Set([200]))
    assert.lengthOf(await ProfileLike.query().where('profile_user_id', star.id), 12)
    assert.equal(await storedLikes(star.id), 12)
  })

  test('a double click never counts a like twice', async ({ assert }) => {
    const star = await UserFactory.merge({ nickname: 'Star' }).create()
    const fan = await UserFactory.create()
    const headers = {
      ...sessionHeaders(await openSession(fan)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }

    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${baseURL}${URL}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ login: 'Star' }),
        })
        return response.status
      })
    )

    assert.deepEqual(new Set(statuses), new Set([200]))
    const rows = await ProfileLike.query().where('profile_user_id', star.id)
    // Whatever the toggles settled on, the stored count matches the rows.
    assert.isAtMost(rows.length, 1)
    assert.equal(await storedLikes(star.id), rows.length)
  })
})
