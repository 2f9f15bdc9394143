import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { GamePlayerFactory } from '#database/factories/game_player_factory'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { isolateDatabase } from '#tests/support/database'
import { fund } from '#tests/support/wallets'
import { daysAgo, gamePlayerOf, playDays, setStatistics } from '#tests/support/players'
import { pagePath } from '#tests/support/urls'

type Statistics = {
  server: { slug: string; name: string } | null
  hoursPlayed: { total: number; month: number; year: number }
  secondsPlayed: number
  places: { playtime: { allTime: number | null; month: number | null }; coins: number | null }
  stats: Record<string, number>
}

test.group('Profile statistics page', (group) => {
  group.each.setup(isolateDatabase)

  test('opens the statistics from the profile address', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'players.profiles.show', { nickname: 'SomeOne' }))
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath('en', 'players.statistics.show', { nickname: 'SomeOne' })
    )
  })

  test('shows hours, places and game statistics over all servers and per server', async ({
    client,
    assert,
  }) => {
    const [first, second] = await ServerFactory.merge([
      { position: 1 },
      { position: 2 },
    ]).createMany(2)
    const user = await UserFactory.merge({ nickname: 'Alchemist' }).create()
    const player = await gamePlayerOf(user)
    const today = daysAgo(0)
    await playDays(player, first, { [today]: 7200, '2020-01-05': 3600 })
    await playDays(player, second, { [today]: 1800 })
    await setStatistics(player, first, { blocksBroken: 120, deaths: 3 })
    await setStatistics(player, second, { blocksBroken: 5, mobsKilled: 9 })
    const rival = await GamePlayerFactory.create()
    await playDays(rival, first, { [today]: 20_000 })
    await new PlaytimeTotalService().refresh({ full: true })

    const response = await client
      .get(pagePath('ru', 'players.statistics.show', { nickname: 'alchemist' }))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('players/statistics/show')
    const props = response.inertiaProps as {
      player: Record<string, unknown>
      statistics: Statistics[]
    }
    assert.deepInclude(props.player, {
      login: 'Alchemist',
      registered: true,
      registeredAt: user.createdAt.toUTC().startOf('second').toISO(),
      online: false,
    })
    const [all, onFirst, onSecond] = props.statistics
    assert.isNull(all.server)
    assert.equal(all.secondsPlayed, 7200 + 3600 + 1800)
    assert.deepEqual(all.hoursPlayed, { total: 3.5, month: 2.5, year: 2.5 })
    assert.deepEqual(all.places.playtime, { allTime: 2, month: 2 })
    assert.include(all.stats, { blocksBroken: 125, deaths: 3, mobsKilled: 9 })
    assert.equal(onFirst.server?.slug, first.slug)
    assert.deepEqual(onFirst.hoursPlayed, { total: 3, month: 2, year: 2 })
    assert.deepEqual(onFirst.places.playtime, { allTime: 2, month: 2 })
    assert.equal(onSecond.server?.slug, second.slug)
    assert.deepEqual(onSecond.places.playtime, { allTime: 1, month: 1 })
    assert.include(onSecond.stats, { blocksBroken: 5, mobsKilled: 9 })
  })

  test('marks a player the game servers know but no account has', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const player = await GamePlayerFactory.merge({
      nickname: 'Wanderer',
      nicknameKey: 'wanderer',
      createdAt: DateTime.utc(2024, 3, 1),
    }).create()
    await playDays(player, server, { [daysAgo(1)]: 600 })

    const response = await client
      .get(pagePath('en', 'players.statistics.show', { nickname: 'WANDERER' }))
      .withInertia()

    response.assertStatus(200)
    assert.deepInclude(response.inertiaProps.player as Record<string, unknown>, {
      login: 'Wanderer',
      registered: false,
      registeredAt: null,
      firstSeenAt: '2024-03-01T00:00:00.000Z',
    })
  })

  test('shows zeros for a registered player never seen in the game', async ({ client, assert }) => {
    await UserFactory.merge({ nickname: 'Newcomer' }).create()

    const response = await client
      .get(pagePath('en', 'players.statistics.show', { nickname: 'Newcomer' }))
      .withInertia()

    response.assertStatus(200)
    const [all] = response.inertiaProps.statistics as Statistics[]
    assert.deepEqual(all.hoursPlayed, { total: 0, month: 0, year: 0 })
    assert.deepEqual(all.places.playtime, { allTime: null, month: null })
    assert.isNull(all.places.coins)
  })

  test('shows the place in the coins top over all servers only', async ({ client, assert }) => {
    await ServerFactory.create()
    const user = await UserFactory.merge({ nickname: 'Hoarder' }).create()
    await gamePlayerOf(user)
    await fund(user, 'coins', 300)
    await fund(await UserFactory.create(), 'coins', 900)
    await fund(await UserFactory.create(), 'coins', 100)

    const response = await client
      .get(pagePath('en', 'players.statistics.show', { nickname: 'hoarder' }))
      .withInertia()

    const [all, onServer] = response.inertiaProps.statistics as Statistics[]
    assert.equal(all.places.coins, 2)
    assert.isNull(onServer.places.coins)
  })

  test('answers the 404 page for an unknown or impossible nickname', async ({ client }) => {
    for (const nickname of ['Nobody', 'bad%20name', 'x'.repeat(17)]) {
      const response = await client
        .get(pagePath('en', 'players.statistics.show', { nickname }))
        .withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })
})
