import { test } from '@japa/runner'
import GamePlaySession from '#models/game_play_session'
import { DateTime } from 'luxon'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { gamePlayerOf, playDays } from '#tests/support/players'
import { pathFor } from '#tests/support/urls'

test.group('API playtime-range', (group) => {
  group.each.setup(isolateDatabase)

  test('cuts sessions into hours', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const player = await gamePlayerOf(await UserFactory.merge({ nickname: 'Clock' }).create())
    await GamePlaySession.create({
      serverId: server.id,
      gamePlayerId: player.id,
      startedAt: DateTime.fromISO('2026-03-31T22:30:00Z'),
      endedAt: DateTime.fromISO('2026-04-01T00:15:00Z'),
      seconds: 6300,
      endReason: 'leave',
    })

    const response = await client
      .get(pathFor('api.players.playtime_ranges.show', { nickname: 'Clock' }))
      .qs({ resolution: 'hour', from: '2026-03-31T22:00:00Z', to: '2026-04-01T02:00:00Z' })

    response.assertStatus(200)
    assert.deepEqual(
      response.body().playtime.points.map((point: { hours: number }) => point.hours),
      [0.5, 1, 0.3, 0]
    )
  })

  test('sums days into weeks and months', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const player = await gamePlayerOf(await UserFactory.merge({ nickname: 'Clock' }).create())
    await playDays(player, server, { '2026-01-31': 3600, '2026-02-01': 3600, '2026-02-02': 7200 })

    const weeks = await client
      .get(
        pathFor('api.players.playtime_ranges.show', { nickname: 'Clock', serverName: server.slug })
      )
      .qs({ resolution: 'week', from: '2026-01-26', to: '2026-02-09' })
    const months = await client
      .get(pathFor('api.players.playtime_ranges.show', { nickname: 'Clock' }))
      .qs({ resolution: 'month', from: '2026-01-01', to: '2026-03-01' })

    weeks.assertStatus(200)
    assert.deepEqual(weeks.body().playtime.points, [
      { at: '2026-01-26T00:00:00.000Z', hours: 2 },
      { at: '2026-02-02T00:00:00.000Z', hours: 2 },
    ])
    assert.deepEqual(
      months.body().playtime.points.map((point: { hours: number }) => point.hours),
      [1, 3]
    )
  })

  test('refuses a resolution too fine for the range with error 1903', async ({ client }) => {
    await UserFactory.merge({ nickname: 'Clock' }).create()

    const response = await client
      .get(pathFor('api.players.playtime_ranges.show', { nickname: 'Clock' }))
      .header('Accept-Language', 'en')
      .qs({ resolution: 'hour', from: '2026-01-01', to: '2026-03-01' })

    response.assertStatus(400)
    response.assertBodyContains({
      error: 'resolution',
      error_code: 1903,
      error_message:
        'A range cut by hour would have 1,417 points, more than 800: choose a coarser resolution or a shorter range.',
    })
  })

  test('refuses a bad range', async ({ client }) => {
    await UserFactory.merge({ nickname: 'Clock' }).create()
    const range = (qs: Record<string, string>) =>
      client.get(pathFor('api.players.playtime_ranges.show', { nickname: 'Clock' })).qs(qs)

    const backwards = await range({ resolution: 'day', from: '2026-02-01', to: '2026-01-01' })
    const impossible = await range({ resolution: 'day', from: '2026-02-31', to: '2026-03-05' })
    const unreadable = await range({ resolution: 'day', from: 'yesterday', to: '2026-03-05' })
    const resolution = await range({ resolution: 'minute', from: '2026-01-01', to: '2026-01-02' })
    const missing = await range({ resolution: 'day' })

    backwards.assertStatus(400)
    backwards.assertBodyContains({ error_code: 1904 })
    impossible.assertStatus(400)
    impossible.assertBodyContains({ error_code: 1904 })
    unreadable.assertStatus(400)
    unreadable.assertBodyContains({ error: 'validation', details: { type: 'from' } })
    resolution.assertStatus(400)
    resolution.assertBodyContains({ details: { type: 'resolution' } })
    missing.assertStatus(400)
  })
})
