import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import OnlineHistoryService from '#services/network/online_history_service'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

test.group('API servers', (group) => {
  group.each.setup(isolateDatabase)

  test('lists enabled servers in order with their details and status', async ({
    client,
    assert,
  }) => {
    await ServerFactory.merge({
      slug: 'hi-tech',
      position: 2,
      modpackVersion: '2.1.0',
      address: 'hitech.example:25566',
      mainWorldArea: 8000,
      otherWorldsArea: 3000,
      colorScheme: 'cyan',
    }).create()
    await ServerFactory.merge({ slug: 'rpg', position: 1 }).create()
    await ServerFactory.merge({ slug: 'hidden', position: 3, enabled: false }).create()

    const response = await client.get(pathFor('api.network.servers.index'))

    response.assertStatus(200)
    const { servers } = response.body()
    assert.deepEqual(
      servers.map((server: { slug: string }) => server.slug),
      ['rpg', 'hi-tech']
    )
    assert.deepInclude(servers[1], {
      modpackVersion: '2.1.0',
      address: 'hitech.example:25566',
      mainWorldArea: 8000,
      otherWorldsArea: 3000,
      colorScheme: 'cyan',
    })
    assert.deepInclude(servers[1].status, { up: false, online: 0 })
    assert.isString(response.header('etag'))
  })

  test('answers one server with its records, and its day chart when full', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.merge({ slug: 'magic-rpg' }).create()
    const now = DateTime.utc()
    await new OnlineHistoryService().backfill(
      server.id,
      [
        { at: now.minus({ hours: 2 }), online: 10 },
        { at: now.minus({ hours: 1 }), online: 14 },
      ],
      now
    )

    const brief = await client.get(pathFor('api.network.servers.show')).qs({ server: 'magic-rpg' })
    brief.assertStatus(200)
    assert.equal(brief.body().server.slug, 'magic-rpg')
    assert.properties(brief.body().server.records, ['onlineDay', 'onlineMax', 'timeOnlineMax'])
    assert.notProperty(brief.body().server, 'statistics')

    const full = await client
      .get(pathFor('api.network.servers.show'))
      .qs({ server: 'magic-rpg', full: true })
    const chart = full.body().server.statistics
    assert.equal(chart.period, 'day')
    assert.lengthOf(chart.timestamps, 288)
    assert.includeMembers(chart.servers[0].online, [10, 14])
  })

  test('answers 404 in the §8 shape for an unknown server', async ({ client, assert }) => {
    const response = await client.get(pathFor('api.network.servers.show')).qs({ server: 'nowhere' })
    response.assertStatus(404)
    assert.deepInclude(response.body(), { error: 'not_found', error_code: 404 })
  })

  test('charts every server over a week from the hourly aggregates', async ({ client, assert }) => {
    const first = await ServerFactory.merge({ slug: 'one', position: 1 }).create()
    await ServerFactory.merge({ slug: 'two', position: 2 }).create()
    const now = DateTime.utc()
    // Two samples of one hour, whatever the minute the test runs at.
    const hour = now.minus({ days: 6 }).startOf('hour')
    await new OnlineHistoryService().backfill(
      first.id,
      [
        { at: hour.plus({ minutes: 10 }), online: 8 },
        { at: hour.plus({ minutes: 20 }), online: 12 },
      ],
      now
    )

    const response = await client.get(pathFor('api.network.statistics.show')).qs({ period: 'week' })

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.period, 'week')
    assert.lengthOf(body.timestamps, 168)
    assert.deepEqual(
      body.servers.map((server: { slug: string }) => server.slug),
      ['one', 'two']
    )
    assert.include(body.servers[0].online, 10)
    assert.isTrue(body.servers[1].online.every((value: number | null) => value === null))
  })

  test('refuses an unknown period with a validation error', async ({ client, assert }) => {
    const response = await client
      .get(pathFor('api.network.statistics.show'))
      .qs({ period: 'decade' })
    response.assertStatus(400)
    assert.equal(response.body().error, 'validation')
  })
})
