import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import { isolateDatabase } from '#tests/support/database'
import { like } from '#tests/support/social'
import { pagePath, pathFor } from '#tests/support/urls'

type Player = { likes: number; liked: boolean; places: { likes: number | null } }

test.group('Profile likes (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('the like button toggles the like and the profile shows count and place', async ({
    client,
    assert,
  }) => {
    const fan = await UserFactory.create()
    const star = await UserFactory.merge({ nickname: 'Star' }).create()
    const rival = await UserFactory.merge({ nickname: 'Rival' }).create()
    await like(await UserFactory.create(), rival)
    await like(await UserFactory.create(), rival)
    await like(await UserFactory.create(), star)
    const press = () =>
      client
        .post(pagePath('en', 'players.profile_likes.store', { nickname: 'star' }))
        .header('referer', pagePath('en', 'players.statistics.show', { nickname: 'Star' }))
        .loginAs(fan)
        .withCsrfToken()
        .redirects(0)
    const profile = async () => {
      const response = await client
        .get(pagePath('en', 'players.statistics.show', { nickname: 'Star' }))
        .withInertia()
        .loginAs(fan)
      return response.inertiaProps.player as Player
    }

    const liked = await press()
    const afterLike = await profile()
    await press()
    const afterUnlike = await profile()

    liked.assertStatus(302)
    liked.assertHeader('location', pagePath('en', 'players.statistics.show', { nickname: 'Star' }))
    assert.deepInclude(afterLike, { likes: 2, liked: true, places: { likes: 1 } })
    // Two likes each: the older account (Star) ranks first.
    assert.deepInclude(afterUnlike, { likes: 1, liked: false, places: { likes: 2 } })
  })

  test('a guest sees the count but has not liked', async ({ client, assert }) => {
    const star = await UserFactory.merge({ nickname: 'Star' }).create()
    await like(await UserFactory.create(), star)

    const response = await client
      .get(pagePath('en', 'players.statistics.show', { nickname: 'Star' }))
      .withInertia()

    assert.deepInclude(response.inertiaProps.player as Player, {
      likes: 1,
      liked: false,
      places: { likes: 1 },
    })
  })

  test('refuses liking oneself or a game-only player with a notice', async ({ client, assert }) => {
    const user = await UserFactory.merge({ nickname: 'Narcissus' }).create()
    await GamePlayerFactory.merge({ nickname: 'Wanderer', nicknameKey: 'wanderer' }).create()
    const send = (nickname: string) =>
      client
        .post(pagePath('en', 'players.profile_likes.store', { nickname }))
        .header('referer', pagePath('en', 'platform.home.show'))
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)

    const self = await send('Narcissus')
    const gameOnly = await send('Wanderer')

    self.assertFlashMessage('error', { key: 'players.likes.self', data: { login: 'Narcissus' } })
    const errors = gameOnly.flashMessages().inputErrorsBag
    assert.include(JSON.stringify(errors), 'Wanderer has no account on the site')
  })

  test('a guest pressing like goes to the login page', async ({ client, assert }) => {
    await UserFactory.merge({ nickname: 'Star' }).create()

    const response = await client
      .post(pagePath('en', 'players.profile_likes.store', { nickname: 'Star' }))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /\/en\/login/)
  })
})

test.group('Likes top', (group) => {
  group.each.setup(isolateDatabase)

  test('ranks profiles by likes, ties by the older account, with the own place', async ({
    client,
    assert,
  }) => {
    const [first, second, third] = await UserFactory.merge([
      { nickname: 'Most_Liked' },
      { nickname: 'Tied_Older' },
      { nickname: 'Tied_Newer' },
    ]).createMany(3)
    const fans = await UserFactory.createMany(3)
    for (const fan of fans) await like(fan, first)
    await like(fans[0], second)
    await like(fans[0], third)

    const response = await client
      .get(pagePath('en', 'players.tops.show', { type: 'likes' }))
      .withInertia()
      .loginAs(third)
    const api = await client.get(pathFor('api.players.tops.show', { type: 'likes' }))

    response.assertStatus(200)
    response.assertInertiaComponent('players/tops/show')
    const top = response.inertiaProps.top as {
      type: string
      period: string
      data: { place: number; login: string; value: number }[]
      meta: { total: number }
      own: { place: number } | null
    }
    assert.equal(top.type, 'likes')
    assert.equal(top.period, 'all')
    assert.deepEqual(
      top.data.map((entry) => [entry.place, entry.login, entry.value]),
      [
        [1, 'Most_Liked', 3],
        [2, 'Tied_Older', 1],
        [3, 'Tied_Newer', 1],
      ]
    )
    assert.equal(top.meta.total, 3)
    assert.deepInclude(top.own, { place: 3 })
    api.assertStatus(200)
    assert.deepEqual(api.body().top.data, top.data)
  })

  test('drops a profile whose likes were all taken back', async ({ client, assert }) => {
    const fan = await UserFactory.create()
    const star = await UserFactory.create()
    await like(fan, star)
    await like(fan, star)

    const response = await client.get(pathFor('api.players.tops.show', { type: 'likes' }))

    assert.deepEqual(response.body().top.data, [])
  })

  test('has no server tabs: 404 / 1951', async ({ client }) => {
    const server = await ServerFactory.create()

    const api = await client
      .get(pathFor('api.players.server_tops.show', { type: 'likes', server: server.slug }))
      .header('Accept-Language', 'en')
    const page = await client
      .get(pagePath('en', 'players.tops.show', { type: 'likes', server: server.slug }))
      .withInertia()

    api.assertStatus(404)
    api.assertBodyContains({
      error_code: 1951,
      error_message: 'The likes top is kept for the whole network, not per server.',
    })
    page.assertStatus(404)
  })
})
