import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { daysAgo, gamePlayerOf, playDays } from '#tests/support/players'
import { pathFor } from '#tests/support/urls'

type Point = { at: string; hours: number }

test.group('API playtime', (group) => {
  group.each.setup(isolateDatabase)

  test('answers a month per day by default, all servers or one', async ({ client, assert }) => {
    const [first, second] = await ServerFactory.createMany(2)
    const player = await gamePlayerOf(await UserFactory.merge({ nickname: 'Runner' }).create())
    await playDays(player, first, { [daysAgo(0)]: 3600, [daysAgo(2)]: 1800, [daysAgo(60)]: 7200 })
    await playDays(player, second, { [daysAgo(0)]: 1800 })

    const all = await client.get(pathFor('api.players.playtimes.show', { nickname: 'Runner' }))
    const one = await client.get(
      pathFor('api.players.playtimes.show', { nickname: 'Runner', serverName: second.slug })
    )

    all.assertStatus(200)
    const playtime = all.body().playtime
    assert.equal(playtime.resolution, 'day')
    assert.equal(playtime.totalHours, 2)
    const points = playtime.points as Point[]
    assert.isAtLeast(points.length, 28)
    assert.deepEqual(points.at(-1), { at: `${daysAgo(0)}T00:00:00.000Z`, hours: 1.5 })
    assert.deepEqual(points.at(-3), { at: `${daysAgo(2)}T00:00:00.000Z`, hours: 0.5 })
    one.assertStatus(200)
    assert.equal(one.body().playtime.totalHours, 0.5)
  })

  test('draws longer periods by week and month, max from the first day', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    const player = await gamePlayerOf(await UserFactory.merge({ nickname: 'Runner' }).create())
    await playDays(player, server, { [daysAgo(60)]: 7200, '2019-06-10': 3600 })

    const year = await client
      .get(pathFor('api.players.playtimes.show', { nickname: 'Runner' }))
      .qs({ period: '1y' })
    const max = await client
      .get(pathFor('api.players.playtimes.show', { nickname: 'Runner' }))
      .qs({ period: 'max' })

    assert.equal(year.body().playtime.resolution, 'week')
    assert.equal(year.body().playtime.totalHours, 2)
    assert.equal(max.body().playtime.resolution, 'month')
    assert.equal(max.body().playtime.totalHours, 3)
    assert.equal(max.body().playtime.points[0].at, '2019-06-01T00:00:00.000Z')
  })

  test('refuses an unknown period, server or nickname', async ({ client }) => {
    await UserFactory.merge({ nickname: 'Runner' }).create()

    const period = await client
      .get(pathFor('api.players.playtimes.show', { nickname: 'Runner' }))
      .qs({ period: '2w' })
    const server = await client.get(
      pathFor('api.players.playtimes.show', { nickname: 'Runner', serverName: 'nowhere' })
    )
    const player = await client.get(pathFor('api.players.playtimes.show', { nickname: 'Nobody' }))

    period.assertStatus(400)
    period.assertBodyContains({ error: 'validation', details: { type: 'period' } })
    server.assertStatus(404)
    server.assertBodyContains({ error_code: 1902 })
    player.assertStatus(404)
  })
})
