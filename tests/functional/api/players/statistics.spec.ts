import { test } from '@japa/runner'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { daysAgo, gamePlayerOf, playDays, setStatistics } from '#tests/support/players'
import { pathFor } from '#tests/support/urls'

test.group('API statistics', (group) => {
  group.each.setup(isolateDatabase)

  test('sums every server, or answers one server', async ({ client, assert }) => {
    const [first, second] = await ServerFactory.createMany(2)
    const player = await gamePlayerOf(await UserFactory.merge({ nickname: 'Miner' }).create())
    await playDays(player, first, { [daysAgo(0)]: 3600 })
    await playDays(player, second, { [daysAgo(0)]: 1800 })
    await setStatistics(player, first, { blocksPlaced: 40, experience: 900 })
    await setStatistics(player, second, { blocksPlaced: 2 })

    const all = await client.get(pathFor('api.players.statistics.show', { nickname: 'Miner' }))
    const one = await client.get(
      pathFor('api.players.statistics.show', { nickname: 'Miner', server: second.slug })
    )

    all.assertStatus(200)
    assert.isNull(all.body().statistics.server)
    assert.equal(all.body().statistics.hoursPlayed.total, 1.5)
    assert.include(all.body().statistics.stats, { blocksPlaced: 42, experience: 900 })
    one.assertStatus(200)
    assert.deepEqual(one.body().statistics.server, { slug: second.slug, name: second.name })
    assert.equal(one.body().statistics.hoursPlayed.total, 0.5)
    assert.include(one.body().statistics.stats, { blocksPlaced: 2, experience: 0 })
  })

  test('answers 404 for an unknown server or nickname', async ({ client }) => {
    await UserFactory.merge({ nickname: 'Miner' }).create()

    const server = await client.get(
      pathFor('api.players.statistics.show', { nickname: 'Miner', server: 'no-such-server' })
    )
    const player = await client.get(pathFor('api.players.statistics.show', { nickname: 'Nobody' }))

    server.assertStatus(404)
    server.assertBodyContains({ error: 'server', error_code: 1902 })
    player.assertStatus(404)
    player.assertBodyContains({ error_code: 1901 })
  })
})
