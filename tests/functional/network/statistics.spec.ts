import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import OnlineHistoryService from '#services/network/online_history_service'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Stats pages', (group) => {
  group.each.setup(isolateDatabase)

  test('the network page has records and the day chart of every server', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.merge({ slug: 'rpg', position: 1 }).create()
    await ServerFactory.merge({ slug: 'sky', position: 2 }).create()
    const now = DateTime.utc()
    await new OnlineHistoryService().backfill(
      server.id,
      [{ at: now.minus({ minutes: 30 }), online: 11 }],
      now
    )

    const response = await client.get(pagePath('ru', 'network.statistics.index')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('network/statistics/index')
    const { statistics, monitoring } = response.inertiaProps
    assert.equal(statistics.period, 'day')
    assert.deepEqual(
      statistics.servers.map((entry: { slug: string }) => entry.slug),
      ['rpg', 'sky']
    )
    assert.include(statistics.servers[0].online, 11)
    assert.properties(monitoring.records, ['onlineCurrent', 'onlineDay', 'onlineMax'])
  })

  test('a server page charts that server alone', async ({ client, assert }) => {
    await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()

    const response = await client
      .get(pagePath('en', 'network.statistics.show', { server_name: 'hi-tech' }))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('network/statistics/show')
    assert.equal(response.inertiaProps.server.name, 'HiTech')
    assert.lengthOf(response.inertiaProps.statistics.servers, 1)
    assert.properties(response.inertiaProps.records, ['onlineDay', 'timeOnlineMax'])
  })

  test('an unknown server is the 404 page', async ({ client }) => {
    const response = await client.get(
      pagePath('ru', 'network.statistics.show', { server_name: 'nowhere' })
    )
    response.assertStatus(404)
  })
})
