import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { isolateDatabase } from '#tests/support/database'
import { gameCall, gameServerWithKey } from '#tests/support/game_api'
import { pagePath, pathFor } from '#tests/support/urls'

const presence = (type: 'join' | 'leave', at: string, nickname = 'Night_Owl') => ({
  id: randomUUID(),
  type,
  at,
  nickname,
})

/** The place counts as stored, without the emptied buckets. */
async function placeCounts() {
  const rows = await db.from('player_playtime_counts').where('players', '<>', 0).select('*')
  return rows.map((row) => Object.values(row).join('|')).sort()
}

test.group('Profile playtime from the game API', (group) => {
  group.each.setup(isolateDatabase)

  test('equals the sum of the sessions across midnights, month and year ends', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ nickname: 'Night_Owl' }).create()
    const { server, key } = await gameServerWithKey()
    const sent = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        presence('join', '2025-12-31T23:30:00Z'),
        presence('leave', '2026-01-01T00:45:00Z'),
        presence('join', '2026-01-31T22:00:00Z'),
        presence('leave', '2026-02-01T02:30:00Z'),
        presence('join', '2026-02-28T23:00:00Z'),
        presence('leave', '2026-03-01T01:00:00Z'),
      ],
    })
    sent.assertStatus(200)
    const sessions = await db.from('game_play_sessions').sum('seconds as total').first()
    assert.equal(Number(sessions.total), 27_900)
    await new PlaytimeTotalService().refresh({ full: true })

    const statistics = await client.get(
      pathFor('api.players.statistics.show', { nickname: 'night_owl' })
    )
    const onServer = await client.get(
      pathFor('api.players.statistics.show', { nickname: 'Night_Owl', server: server.slug })
    )
    const months = await client
      .get(pathFor('api.players.playtime_ranges.show', { nickname: 'Night_Owl' }))
      .qs({ resolution: 'month', from: '2025-12-01', to: '2026-04-01' })
    const days = await client
      .get(
        pathFor('api.players.playtime_ranges.show', {
          nickname: 'Night_Owl',
          serverName: server.slug,
        })
      )
      .qs({ resolution: 'day', from: '2026-01-31', to: '2026-02-02' })
    const page = await client
      .get(pagePath('en', 'players.statistics.show', { nickname: 'Night_Owl' }))
      .withInertia()

    assert.equal(statistics.body().statistics.secondsPlayed, 27_900)
    assert.equal(statistics.body().statistics.hoursPlayed.total, 7.8)
    assert.equal(statistics.body().statistics.places.playtime.allTime, 1)
    assert.equal(onServer.body().statistics.secondsPlayed, 27_900)
    assert.deepEqual(
      months.body().playtime.points.map((point: { hours: number }) => point.hours),
      [0.5, 2.8, 3.5, 1]
    )
    assert.equal(months.body().playtime.totalHours, 7.8)
    assert.deepEqual(
      days.body().playtime.points.map((point: { hours: number }) => point.hours),
      [2, 2.5]
    )
    const [all] = page.inertiaProps.statistics as { secondsPlayed: number }[]
    assert.equal(all.secondsPlayed, 27_900)
  })

  test('places follow the sessions, and the counts behind them stay what the totals give', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const session = (nickname: string, join: string, leave: string) => [
      presence('join', join, nickname),
      presence('leave', leave, nickname),
    ]
    const totals = new PlaytimeTotalService()
    const places = async () => {
      const result: Record<string, number | null> = {}
      for (const nickname of ['Ann_A', 'Bob_B', 'Cid_C']) {
        const response = await client.get(pathFor('api.players.statistics.show', { nickname }))
        result[nickname] = response.body().statistics.places.playtime.allTime
      }
      return result
    }

    const first = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        ...session('Ann_A', '2026-01-10T10:00:00Z', '2026-01-10T13:00:00Z'),
        ...session('Bob_B', '2026-01-10T10:00:00Z', '2026-01-10T11:00:00Z'),
        ...session('Cid_C', '2026-01-31T23:00:00Z', '2026-02-01T01:00:00Z'),
      ],
    })
    first.assertStatus(200)
    await totals.refresh({ full: true })
    assert.deepEqual(await places(), { Ann_A: 1, Bob_B: 3, Cid_C: 2 })

    // Bob plays on past Ann; Cid ties with Ann on seconds and ranks after her by id.
    const second = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        ...session('Bob_B', '2026-02-02T10:00:00Z', '2026-02-02T13:30:00Z'),
        ...session('Cid_C', '2026-02-03T10:00:00Z', '2026-02-03T11:00:00Z'),
      ],
    })
    second.assertStatus(200)
    await totals.refresh({ full: true })
    assert.deepEqual(await places(), { Ann_A: 2, Bob_B: 1, Cid_C: 3 })

    const kept = await placeCounts()
    await totals.rebuildCounts()
    assert.deepEqual(kept, await placeCounts())
  })
})

test.group('Playtime totals refresh', (group) => {
  group.each.setup(isolateDatabase)

  test('rebuilds only the months of the players who played since the last run, any month', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const session = (nickname: string, join: string, leave: string) => [
      presence('join', join, nickname),
      presence('leave', leave, nickname),
    ]
    const totals = new PlaytimeTotalService()
    const allTime = async (nickname: string) => {
      const response = await client.get(pathFor('api.players.statistics.show', { nickname }))
      return response.body().statistics.secondsPlayed
    }
    const stored = async () => {
      const rows = await db
        .from('player_playtime_totals')
        .where('scope', 'all')
        .where('server_id', 0)
      return rows.length
    }

    // Dates relative to today: the game API refuses events older than its contract's window.
    const today = new Date()
    const at = (daysBack: number, hour: number, minute = 0) =>
      new Date(
        Date.UTC(
          today.getUTCFullYear(),
          today.getUTCMonth(),
          today.getUTCDate() - daysBack,
          hour,
          minute
        )
      ).toISOString()
    const first = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        ...session('Ann_A', at(10, 10), at(10, 11)),
        ...session('Bob_B', at(10, 10), at(10, 12)),
      ],
    })
    first.assertStatus(200)
    // The first run finds no totals and rebuilds every month.
    assert.equal(await totals.refresh(), 2)
    assert.lengthOf(await db.from('player_playtime_changes'), 0)

    // A late session over a year back counts too: the change names its month.
    const late = at(400, 10)
    const second = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: session('Bob_B', late, at(400, 10, 30)),
    })
    second.assertStatus(200)
    const changes = await db.from('player_playtime_changes').select('scope')
    assert.deepEqual(
      changes.map((row) => row.scope),
      [late.slice(0, 7)]
    )
    assert.equal(await totals.refresh(), 1)
    assert.equal(await allTime('Bob_B'), 9_000)
    assert.equal(await allTime('Ann_A'), 3_600)
    assert.equal(await stored(), 2)
    const kept = await placeCounts()
    await totals.rebuildCounts()
    assert.deepEqual(kept, await placeCounts())

    // Nothing played since: nothing read, nothing changed.
    assert.equal(await totals.refresh(), 0)
    assert.lengthOf(await db.from('player_playtime_changes'), 0)
  })
})
