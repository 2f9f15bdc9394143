import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { fund } from '#tests/support/wallets'
import { daysAgo, gamePlayerOf, playDays } from '#tests/support/players'
import { pagePath, pathFor } from '#tests/support/urls'

type Top = {
  type: string
  period: string
  server: { slug: string } | null
  data: { place: number; login: string; registered: boolean; value: number }[]
  meta: { page: number; perPage: number; total: number }
  own: { place: number; login: string } | null
}

test.group('Tops page', (group) => {
  group.each.setup(isolateDatabase)

  test('opens the playtime top from /top', async ({ client }) => {
    const response = await client.get(pagePath('en', 'players.tops.index')).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'players.tops.show', { type: 'playtime' }))
  })

  test('ranks this month by hours, all time and per server, and pages', async ({
    client,
    assert,
  }) => {
    const [first, second] = await ServerFactory.createMany(2)
    const players = await GamePlayerFactory.createMany(30)
    for (const [index, player] of players.entries()) {
      await playDays(player, first, { [daysAgo(0)]: 3600 * (index + 1) })
    }
    await playDays(players[0], second, { '2020-02-02': 360_000, [daysAgo(0)]: 60 })
    await new PlaytimeTotalService().refresh({ full: true })

    const month = await client
      .get(pagePath('en', 'players.tops.show', { type: 'playtime' }))
      .withInertia()
    const all = await client
      .get(pagePath('en', 'players.tops.show', { type: 'playtime' }))
      .qs({ period: 'all' })
      .withInertia()
    const onSecond = await client
      .get(pagePath('en', 'players.tops.show', { type: 'playtime', server: second.slug }))
      .withInertia()
    const pageTwo = await client
      .get(pagePath('en', 'players.tops.show', { type: 'playtime' }))
      .qs({ page: 2 })
      .withInertia()

    month.assertStatus(200)
    month.assertInertiaComponent('players/tops/show')
    const top = month.inertiaProps.top as Top
    assert.deepInclude(top, { type: 'playtime', period: 'month', server: null })
    assert.deepEqual(top.meta, { page: 1, perPage: 25, total: 30 })
    assert.deepEqual(top.data[0], {
      place: 1,
      login: players[29].nickname,
      avatarOrSkin: null,
      registered: false,
      value: 30,
    } as Top['data'][number])
    assert.equal((all.inertiaProps.top as Top).data[0].login, players[0].nickname)
    assert.deepEqual(
      (onSecond.inertiaProps.top as Top).data.map((entry) => entry.login),
      [players[0].nickname]
    )
    assert.deepEqual(
      (pageTwo.inertiaProps.top as Top).data.map((entry) => entry.place),
      [26, 27, 28, 29, 30]
    )
  })

  test('ranks days online and highlights the viewer', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const user = await UserFactory.create()
    const mine = await gamePlayerOf(user)
    const other = await GamePlayerFactory.create()
    await playDays(mine, server, { [daysAgo(0)]: 60 })
    await playDays(other, server, { [daysAgo(0)]: 7200 })
    await new PlaytimeTotalService().refresh({ full: true })
    const session = await openSession(user)

    const response = await client
      .get(pagePath('en', 'players.tops.show', { type: 'online' }))
      .qs({ period: 'all' })
      .headers(sessionHeaders(session))
      .withInertia()

    const top = response.inertiaProps.top as Top
    assert.deepEqual(
      top.data.map((entry) => [entry.place, entry.value]),
      [
        [1, 1],
        [2, 1],
      ]
    )
    assert.deepInclude(top.own, { place: 1, login: user.nickname })
  })

  test('ranks the coins over the whole network and highlights the viewer', async ({
    client,
    assert,
  }) => {
    const viewer = await UserFactory.merge({ nickname: 'Miser' }).create()
    const rich = await UserFactory.merge({ nickname: 'Tycoon' }).create()
    const tied = await UserFactory.create()
    await UserFactory.create()
    await fund(viewer, 'coins', 250)
    await fund(rich, 'coins', 5000)
    await fund(tied, 'coins', 250)
    // Rubles alone rank nobody in the coins top.
    await fund(await UserFactory.create(), 'rub', 10_000)
    const session = await openSession(viewer)

    const response = await client
      .get(pagePath('en', 'players.tops.show', { type: 'coins' }))
      .qs({ period: 'month' })
      .headers(sessionHeaders(session))
      .withInertia()

    response.assertStatus(200)
    const top = response.inertiaProps.top as Top
    assert.deepInclude(top, { type: 'coins', period: 'all', server: null })
    assert.deepEqual(top.meta, { page: 1, perPage: 25, total: 3 })
    assert.deepEqual(
      top.data.map((entry) => [entry.place, entry.login, entry.value, entry.registered]),
      [
        [1, 'Tycoon', 5000, true],
        [2, 'Miser', 250, true],
        [3, tied.nickname, 250, true],
      ]
    )
    assert.deepInclude(top.own, { place: 2, login: 'Miser', value: 250 })
    assert.include(response.inertiaProps.types as string[], 'coins')
  })

  test('answers the 404 page for an unknown type or server', async ({ client }) => {
    const type = await client
      .get(pagePath('en', 'players.tops.show', { type: 'kills' }))
      .withInertia()
    const server = await client
      .get(pagePath('en', 'players.tops.show', { type: 'playtime', server: 'nowhere' }))
      .withInertia()

    type.assertStatus(404)
    type.assertInertiaComponent('errors/not_found')
    server.assertStatus(404)
  })
})

test.group('API user/top', (group) => {
  group.each.setup(isolateDatabase)

  test('answers the global and a server top', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const player = await GamePlayerFactory.create()
    await playDays(player, server, { [daysAgo(0)]: 5400 })
    await new PlaytimeTotalService().refresh({ full: true })

    const global = await client.get(pathFor('api.players.tops.show', { type: 'playtime' }))
    const one = await client.get(
      pathFor('api.players.server_tops.show', { type: 'online', server: server.slug })
    )

    global.assertStatus(200)
    assert.deepEqual(global.body().top.data[0], {
      place: 1,
      login: player.nickname,
      avatarOrSkin: null,
      registered: false,
      value: 1.5,
    })
    assert.isNull(global.body().top.own)
    one.assertStatus(200)
    assert.equal(one.body().top.data[0].value, 1)
  })

  test('refuses an unknown type, server, period or page', async ({ client }) => {
    const type = await client
      .get(pathFor('api.players.tops.show', { type: 'kills' }))
      .header('Accept-Language', 'en')
    const server = await client.get(
      pathFor('api.players.server_tops.show', { type: 'playtime', server: 'nowhere' })
    )
    const period = await client
      .get(pathFor('api.players.tops.show', { type: 'playtime' }))
      .qs({ period: 'week' })
    const page = await client
      .get(pathFor('api.players.tops.show', { type: 'playtime' }))
      .qs({ page: 0 })

    type.assertStatus(404)
    type.assertBodyContains({
      error: 'type',
      error_code: 1905,
      error_message: 'There is no kills top. Choose playtime, online, coins or likes.',
    })
    server.assertStatus(404)
    server.assertBodyContains({ error_code: 1902 })
    period.assertStatus(400)
    period.assertBodyContains({ details: { type: 'period' } })
    page.assertStatus(400)
    page.assertBodyContains({ details: { type: 'page' } })
  })

  test('answers the coins top globally and refuses it per server', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    await fund(await UserFactory.merge({ nickname: 'Banker' }).create(), 'coins', 70)

    const global = await client.get(pathFor('api.players.tops.show', { type: 'coins' }))
    const perServer = await client
      .get(pathFor('api.players.server_tops.show', { type: 'coins', server: server.slug }))
      .header('Accept-Language', 'en')
    const page = await client
      .get(pagePath('en', 'players.tops.show', { type: 'coins', server: server.slug }))
      .withInertia()

    global.assertStatus(200)
    assert.deepEqual(global.body().top.data, [
      { place: 1, login: 'Banker', avatarOrSkin: null, registered: true, value: 70 },
    ])
    perServer.assertStatus(404)
    perServer.assertBodyContains({
      error: 'server',
      error_code: 1951,
      error_message: 'The coins top is kept for the whole network, not per server.',
    })
    page.assertStatus(404)
    page.assertInertiaComponent('errors/not_found')
  })
})
