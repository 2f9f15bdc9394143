import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import RefreshPlaytimeTotalsJob from '#jobs/players/refresh_playtime_totals_job'
import PlaytimeTotalService from '#services/players/playtime_total_service'
import { seededRandom } from '#domain/platform/seeded_random'
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

/** Days back from today at an hour (UTC): the game API refuses events older than its window. */
function daysAgo(daysBack: number, hour: number, minute = 0) {
  const today = new Date()
  return new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() - daysBack,
      hour,
      minute
    )
  ).toISOString()
}

const session = (nickname: string, join: string, leave: string) => [
  presence('join', join, nickname),
  presence('leave', leave, nickname),
]

/** The totals and place counts as stored, without the rows emptied to zero. */
async function totalsAndCounts() {
  const totals = await db
    .from('player_playtime_totals')
    .where((query) => query.where('seconds', '>', 0).orWhere('days', '>', 0))
    .select('scope', 'server_id', 'game_player_id', 'seconds', 'days')
  return {
    totals: totals.map((row) => Object.values(row).join('|')).sort(),
    counts: await placeCounts(),
  }
}

/** Holds the stored totals and counts to a rebuild from nothing, from game_playtimes alone. */
async function assertExact(assert: Assert) {
  const kept = await totalsAndCounts()
  await db.from('player_playtime_counts').delete()
  await db.from('player_playtime_totals').delete()
  await new PlaytimeTotalService().refresh({ full: true })
  assert.deepEqual(kept, await totalsAndCounts())
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

    const at = daysAgo
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

  test('after rounds of random play on two servers, across midnights and months, equals a recount', async ({
    client,
    assert,
  }) => {
    const servers = [await gameServerWithKey(), await gameServerWithKey()]
    const events = pathFor('game.network.events.store')
    const random = seededRandom(29)
    const pick = (count: number) => Math.floor(random() * count)
    const nicknames = ['Ann_A', 'Bob_B', 'Cid_C', 'Dee_D', 'Eve_E', 'Fox_F']
    for (let round = 0; round < 6; round++) {
      const sent = servers.map(() => [] as ReturnType<typeof session>)
      for (const nickname of nicknames) {
        for (let count = pick(3); count > 0; count--) {
          // Evenings up to 70 days back, some past midnight; a round may book into any month.
          const start = daysAgo(1 + pick(70), 18 + pick(6), pick(60))
          const end = new Date(Date.parse(start) + (10 + pick(300)) * 60_000).toISOString()
          sent[pick(servers.length)].push(...session(nickname, start, end))
        }
      }
      for (const [index, { key }] of servers.entries()) {
        if (sent[index].length === 0) continue
        const response = await gameCall(client, key, events, { events: sent[index] })
        response.assertStatus(200)
      }
      // Some bookings wait a round, as when the job skips a minute.
      if (round % 3 === 1) continue
      await new PlaytimeTotalService().refresh()
      assert.lengthOf(await db.from('player_playtime_changes'), 0)
      await assertExact(assert)
    }
  })
})

test.group('Playtime totals refresh, interrupted or concurrent', (group) => {
  group.each.setup(isolateDatabase)

  test('a run that dies midway leaves the bookings to the next, which makes the totals exact', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const events = pathFor('game.network.events.store')
    const first = await gameCall(client, key, events, {
      events: [
        ...session('Ann_A', daysAgo(50, 10), daysAgo(50, 12)),
        ...session('Bob_B', daysAgo(50, 10), daysAgo(50, 11)),
      ],
    })
    first.assertStatus(200)
    await new PlaytimeTotalService().refresh()

    // Play in two months: the run writes one month's totals, then its process dies.
    const second = await gameCall(client, key, events, {
      events: [
        ...session('Ann_A', daysAgo(40, 10), daysAgo(40, 13)),
        ...session('Bob_B', daysAgo(2, 10), daysAgo(2, 14)),
        ...session('Cid_C', daysAgo(2, 10), daysAgo(2, 11)),
      ],
    })
    second.assertStatus(200)
    const booked = await db.from('player_playtime_changes').count('* as rows').first()
    const dying = new PlaytimeTotalService()
    const step = dying['refreshStep'].bind(dying)
    let steps = 0
    dying['refreshStep'] = async (...args: Parameters<typeof step>) => {
      steps += 1
      if (steps > 1) throw new Error('the process died')
      return step(...args)
    }
    await assert.rejects(() => dying.refresh(), 'the process died')
    assert.equal(steps, 2)
    // The first step's bookings are done with; the second's wait for the next run.
    const left = await db.from('player_playtime_changes').count('* as rows').first()
    assert.isAbove(Number(left.rows), 0)
    assert.isBelow(Number(left.rows), Number(booked.rows))
    const partial = await totalsAndCounts()

    assert.isAbove(await new PlaytimeTotalService().refresh(), 0)
    assert.notDeepEqual(partial, await totalsAndCounts())
    assert.lengthOf(await db.from('player_playtime_changes'), 0)
    await assertExact(assert)
  })

  test('two runs at once, or two scheduled jobs at once, leave the totals exact', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const events = pathFor('game.network.events.store')
    const book = async (daysBack: number) => {
      const response = await gameCall(client, key, events, {
        events: [
          ...session('Ann_A', daysAgo(daysBack, 10), daysAgo(daysBack, 12)),
          ...session('Bob_B', daysAgo(daysBack, 9), daysAgo(daysBack, 11, 30)),
          ...session('Cid_C', daysAgo(daysBack + 35, 20), daysAgo(daysBack + 35, 21)),
        ],
      })
      response.assertStatus(200)
    }
    await book(60)
    await new PlaytimeTotalService().refresh()

    await book(20)
    await Promise.all([new PlaytimeTotalService().refresh(), new PlaytimeTotalService().refresh()])
    assert.lengthOf(await db.from('player_playtime_changes'), 0)
    await assertExact(assert)

    await book(3)
    const job = () => new RefreshPlaytimeTotalsJob(new PlaytimeTotalService())
    await Promise.all([job().execute(), job().execute()])
    assert.lengthOf(await db.from('player_playtime_changes'), 0)
    await assertExact(assert)
  })
})
