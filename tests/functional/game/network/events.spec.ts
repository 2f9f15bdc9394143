import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import GameBan from '#models/game_ban'
import GamePlayer from '#models/game_player'
import GamePlaySession from '#models/game_play_session'
import GamePlayerStatistic from '#models/game_player_statistic'
import PlayerPresenceService from '#services/network/player_presence_service'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { gameCall, gameServerWithKey, storedTotals } from '#tests/support/game_api'
import { gameTraffic } from '#tests/support/game_traffic'
import { pathFor } from '#tests/support/urls'

/** 22:00 UTC three days ago: events stay within the contract's age limit whenever this runs. */
const BASE = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate() - 3,
  22
)
const DAY_0 = new Date(BASE).toISOString().slice(0, 10)
const DAY_1 = new Date(BASE + 86_400_000).toISOString().slice(0, 10)

/** Minutes after BASE, as the ISO time an event carries. */
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString()

const join = (nickname: string, minutes: number) => ({
  id: randomUUID(),
  type: 'join',
  at: at(minutes),
  nickname,
})
const leave = (nickname: string, minutes: number) => ({
  id: randomUUID(),
  type: 'leave',
  at: at(minutes),
  nickname,
})
const stats = (nickname: string, deltas: Record<string, unknown>, note?: string) => ({
  id: randomUUID(),
  type: 'stats',
  at: at(1),
  nickname,
  deltas,
  ...(note ? { note } : {}),
})

async function playtime(nickname: string) {
  const rows = await db
    .from('game_playtimes as playtime')
    .join('game_players as player', 'player.id', 'playtime.game_player_id')
    .where('player.nickname_key', nickname.toLowerCase())
    .orderBy('playtime.day')
    .select('playtime.day', 'playtime.seconds')
  return rows
    .filter((row) => Number(row.seconds) !== 0)
    .map((row) => [
      row.day instanceof Date ? row.day.toISOString().slice(0, 10) : row.day,
      Number(row.seconds),
    ])
}

test.group('Game API events', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    emitter.fake(['network:player_joined'])
    return () => emitter.restore()
  })

  test('turns a join and a leave into a session and playtime split at midnight UTC', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [join('Sakura_Mage', 90), leave('Sakura_Mage', 150)],
    })

    response.assertStatus(200)
    response.assertBody({ accepted: 2, duplicates: 0, rejected: [] })
    const session = await GamePlaySession.firstOrFail()
    assert.equal(session.seconds, 3600)
    assert.equal(session.endReason, 'leave')
    assert.deepEqual(await playtime('Sakura_Mage'), [
      [DAY_0, 1800],
      [DAY_1, 1800],
    ])
  })

  test('applies a replayed event id once and counts it as a duplicate', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const batch = {
      events: [join('Kirito_92', 0), stats('Kirito_92', { deaths: 2 }), leave('Kirito_92', 10)],
    }

    await gameCall(client, key, pathFor('game.network.events.store'), batch)
    const replay = await gameCall(client, key, pathFor('game.network.events.store'), batch)

    replay.assertBody({ accepted: 0, duplicates: 3, rejected: [] })
    assert.deepEqual(await playtime('Kirito_92'), [[DAY_0, 600]])
    const statistic = await GamePlayerStatistic.firstOrFail()
    assert.equal(statistic.deaths, 2)
    assert.lengthOf(await GamePlaySession.all(), 1)
  })

  test('takes an event id in capitals for the same event', async ({ client }) => {
    const { key } = await gameServerWithKey()
    const event = stats('Megumin', { experience: 5 })
    await gameCall(client, key, pathFor('game.network.events.store'), { events: [event] })

    const replay = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ ...event, id: event.id.toUpperCase() }],
    })

    replay.assertBody({ accepted: 0, duplicates: 1, rejected: [] })
  })

  test('keeps ban ids that differ only in case apart', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const ban = (banId: string) => ({
      id: randomUUID(),
      type: 'ban',
      at: at(0),
      banId,
      nickname: 'Cheater',
      bannedBy: null,
      reason: '',
      start: at(0),
      end: null,
    })

    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [ban('B-7'), ban('b-7')],
    })

    const stored = await GameBan.query().orderBy('ban_id')
    assert.deepEqual(
      stored.map((row) => [row.banId, row.reason, row.bannedBy]),
      [
        ['B-7', null, null],
        ['b-7', null, null],
      ]
    )
  })

  test('counts an id repeated inside one batch once', async ({ client }) => {
    const { key } = await gameServerWithKey()
    const event = stats('Megumin', { experience: 5 })

    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [event, event],
    })

    response.assertBody({ accepted: 1, duplicates: 1, rejected: [] })
  })

  test('pairs a leave that arrives before its join, across batches', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()

    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [leave('RemRam', 30)],
    })
    assert.deepEqual(await playtime('RemRam'), [])
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [join('RemRam', 0)],
    })

    assert.deepEqual(await playtime('RemRam'), [[DAY_0, 1800]])
    assert.isFalse(await new PlayerPresenceService().isOnline(server.id, 'RemRam'))
  })

  test('a late join between two sessions rebuilds the sessions after it', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [join('Senku', 0), leave('Senku', 10), join('Senku', 40), leave('Senku', 60)],
    })
    // A leave at 30 whose join at 20 comes later: one more session, nothing else changes.
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [leave('Senku', 30)],
    })
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [join('Senku', 20)],
    })

    assert.deepEqual(await playtime('Senku'), [[DAY_0, 600 + 600 + 1200]])
    const sessions = await GamePlaySession.query().orderBy('started_at')
    assert.deepEqual(
      sessions.map((session) => session.seconds),
      [600, 600, 1200]
    )
    assert.isFalse(await new PlayerPresenceService().isOnline(server.id, 'Senku'))
  })

  test('a leave without a join credits nothing; a join without a leave closes at the next join', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()

    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [leave('Nezuko', 5), join('Nezuko', 10), join('Nezuko', 25)],
    })

    assert.deepEqual(await playtime('Nezuko'), [[DAY_0, 900]])
    const session = await GamePlaySession.firstOrFail()
    assert.equal(session.endReason, 'rejoin')
    assert.isTrue(await new PlayerPresenceService().isOnline(server.id, 'nezuko'))
  })

  test('announces a player who comes online through a join', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const events = emitter.fake(['network:player_joined'])

    await gameCall(client, key, pathFor('game.network.events.store'), { events: [join('Sora', 0)] })
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [stats('Sora', { chatMessages: 1 })],
    })

    const joined = events.all().filter((event) => event.event === 'network:player_joined')
    assert.deepEqual(
      joined.map((event) => event.data),
      [{ serverId: server.id, nickname: 'Sora' }]
    )
  })

  test('adds stats deltas per player and server, ignoring nickname case', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const other = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        stats('Megumin', { mobsKilled: 3, blocksBroken: 10 }),
        stats('MEGUMIN', { mobsKilled: 4, caseOpenings: 1 }),
      ],
    })
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [stats('megumin', { experience: 250 })],
    })
    await gameCall(client, other.key, pathFor('game.network.events.store'), {
      events: [stats('Megumin', { deaths: 1 })],
    })

    const statistic = await GamePlayerStatistic.query().where('server_id', server.id).firstOrFail()
    assert.include(statistic.serialize(), {
      mobsKilled: 7,
      blocksBroken: 10,
      caseOpenings: 1,
      experience: 250,
      deaths: 0,
    })
    assert.lengthOf(await GamePlayer.all(), 1)
  })

  test('accepts the good events of a batch and lists the bad ones with their errors', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const good = [join('Kirito_92', 0), leave('Kirito_92', 5)]
    const negative = stats('Kirito_92', { deaths: -1 })
    const fraction = stats('Kirito_92', { experience: 1.5 })
    const unknownDelta = stats('Kirito_92', { jumps: 1 })
    const unknownType = { id: randomUUID(), type: 'teleport', at: at(0) }
    const badNickname = { ...join('Кирито', 0) }
    const badTime = { ...leave('Kirito_92', 0), at: 'yesterday' }
    const future = {
      ...join('Kirito_92', 0),
      at: new Date(Date.now() + 3_600_000).toISOString(),
    }

    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        good[0],
        negative,
        fraction,
        unknownDelta,
        unknownType,
        badNickname,
        badTime,
        future,
        good[1],
        'junk',
      ],
    })

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.accepted, 2)
    assert.equal(body.duplicates, 0)
    const summary = body.rejected.map((r: Record<string, unknown>) => [r.id, r.errorCode, r.field])
    assert.deepEqual(summary, [
      [negative.id, 1412, 'deltas.deaths'],
      [fraction.id, 1412, 'deltas.experience'],
      [unknownDelta.id, 1412, 'deltas.jumps'],
      [unknownType.id, 1411, 'type'],
      [badNickname.id, 1410, 'nickname'],
      [badTime.id, 1410, 'at'],
      [future.id, 1413, 'at'],
      [null, 1411, 'type'],
    ])
    assert.deepEqual(body.rejected[0], {
      id: negative.id,
      error: 'invalid_delta',
      errorCode: 1412,
      message: 'Stats delta deltas.deaths must be a whole number from 0 to 1000000000.',
      field: 'deltas.deaths',
    })
    assert.equal(
      body.rejected[3].message,
      'Unknown event type: use join, leave, stats, ban or unban.'
    )
    assert.deepEqual(await playtime('Kirito_92'), [[DAY_0, 300]])
    assert.isNull(await GamePlayerStatistic.first())
  })

  test('translates the errors of rejected events', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const response = await client
      .post(pathFor('game.network.events.store'))
      .header('Authorization', `Bearer ${key}`)
      .header('Accept-Language', 'ru')
      .json({ events: [{ id: randomUUID(), type: 'warp', at: at(0) }] })

    assert.equal(
      response.body().rejected[0].message,
      'Неизвестный тип события: допустимы join, leave, stats, ban и unban.'
    )
  })

  test('answers an empty batch with nothing applied', async ({ client }) => {
    const { key } = await gameServerWithKey()
    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [],
    })

    response.assertBody({ accepted: 0, duplicates: 0, rejected: [] })
  })

  test('refuses a batch of more than 500 events with the §8 validation body', async ({
    client,
  }) => {
    const { key } = await gameServerWithKey()
    const events = Array.from({ length: 501 }, () => stats('Sora', { deaths: 1 }))

    const response = await gameCall(client, key, pathFor('game.network.events.store'), { events })

    response.assertStatus(400)
    response.assertBodyContains({ error: 'validation', details: { type: 'events' } })
  })

  test('refuses an events body over 1 MiB with 413 and applies nothing', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const events = Array.from({ length: 500 }, () => stats('Sora', { deaths: 1 }, 'x'.repeat(2200)))

    const response = await gameCall(client, key, pathFor('game.network.events.store'), { events })

    response.assertStatus(413)
    response.assertBodyContains({ error: 'payload_too_large', error_code: 413 })
    assert.isNull(await GamePlayerStatistic.first())
  })

  test('creates a ban, changes it by its ban id and lifts it', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const ban = {
      type: 'ban',
      banId: 42,
      nickname: 'Griefer_1',
      bannedBy: 'Sora',
      reason: 'Griefing',
      start: at(0),
      end: at(60 * 24),
    }
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ ...ban, id: randomUUID(), at: at(0) }],
    })
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ ...ban, id: randomUUID(), at: at(5), reason: 'Griefing, again', end: null }],
    })

    let stored = await GameBan.query().where('server_id', server.id).firstOrFail()
    assert.equal(stored.banId, '42')
    assert.equal(stored.nicknameKey, 'griefer_1')
    assert.equal(stored.reason, 'Griefing, again')
    assert.isNull(stored.endsAt)
    assert.isNull(stored.liftedAt)

    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ id: randomUUID(), type: 'unban', at: at(30), banId: '42', by: 'Sora' }],
    })
    stored = await GameBan.findOrFail(stored.id)
    assert.equal(stored.liftedAt?.toMillis(), Date.parse(at(30)))
    assert.equal(stored.liftedBy, 'Sora')
    assert.lengthOf(await GameBan.all(), 1)
  })

  test('keeps an unban that arrives before its ban, and ignores an older ban event', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const ban = {
      type: 'ban',
      banId: 'B-7',
      nickname: 'Cheater',
      bannedBy: 'Console',
      reason: 'X-ray',
      start: at(0),
      end: null,
    }

    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ id: randomUUID(), type: 'unban', at: at(10), banId: 'B-7' }],
    })
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        { ...ban, id: randomUUID(), at: at(0) },
        { ...ban, id: randomUUID(), at: at(-5), reason: 'older' },
      ],
    })

    const stored = await GameBan.firstOrFail()
    assert.equal(stored.nickname, 'Cheater')
    assert.equal(stored.reason, 'X-ray')
    assert.isNotNull(stored.liftedAt)
  })

  test('keeps an unknown player by nickname and finds their account once registered', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [stats('Future_Hero', { deaths: 1 })],
    })
    const user = await UserFactory.merge({ nickname: 'future_hero' }).create()

    const player = await GamePlayer.query().preload('user').firstOrFail()
    assert.equal(player.nickname, 'Future_Hero')
    assert.equal(player.user?.id, user.id)
  })
})

test.group('Game API events at volume', (group) => {
  // Batches commit for real (and race), so the database is emptied around each test.
  group.each.setup(freshDatabase)
  group.each.setup(() => {
    emitter.fake(['network:player_joined'])
    return () => emitter.restore()
  })

  test('10 000 events from 4 servers, many out of order, add up to exact totals', async ({
    client,
    assert,
  }) => {
    const servers = await Promise.all(Array.from({ length: 4 }, () => gameServerWithKey()))
    // Up to 3 hours late: joins and leaves overtake each other across batches (replays).
    const traffic = gameTraffic({
      servers: 4,
      eventsPerServer: 2500,
      batchSize: 500,
      start: BASE - 14 * 86_400_000,
      jitter: 3 * 3_600_000,
    })

    const answers = await Promise.all(
      servers.map(async ({ key }, index) => {
        const bodies = []
        for (const events of traffic.batches[index]) {
          const response = await gameCall(client, key, pathFor('game.network.events.store'), {
            events,
          })
          bodies.push(response.body())
        }
        return bodies
      })
    )

    const accepted = answers.flat().reduce((sum, body) => sum + body.accepted, 0)
    assert.equal(accepted, 10_000)
    assert.deepEqual(
      answers.flat().flatMap((body) => body.rejected),
      []
    )
    const stored = await storedTotals(servers.map(({ server }) => server.id))
    assert.deepEqual(stored.playtime, traffic.playtime)
    assert.deepEqual(stored.stats, new Map([...traffic.stats].filter(([, value]) => value > 0)))
    const open = await db.from('game_player_presences').where('online', true).count('* as total')
    assert.equal(Number(open[0].total), 0)
  }).timeout(120_000)

  test('10 concurrent replays of one batch apply it once', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const traffic = gameTraffic({
      servers: 1,
      eventsPerServer: 500,
      batchSize: 500,
      start: BASE - 14 * 86_400_000,
    })
    const [events] = traffic.batches[0]

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        gameCall(client, key, pathFor('game.network.events.store'), { events })
      )
    )

    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(10).fill(200)
    )
    const bodies = responses.map((response) => response.body())
    assert.equal(
      bodies.reduce((sum, body) => sum + body.accepted, 0),
      500
    )
    assert.equal(
      bodies.reduce((sum, body) => sum + body.duplicates, 0),
      4500
    )
    const stored = await storedTotals([server.id])
    assert.deepEqual(stored.playtime, traffic.playtime)
    assert.deepEqual(stored.stats, new Map([...traffic.stats].filter(([, value]) => value > 0)))
  }).timeout(60_000)
})

/** An ISO time `days` (and `minutes`) before now, cut to the minute. */
const daysAgo = (days: number, minutes = 0) =>
  new Date(
    Math.floor(Date.now() / 60_000) * 60_000 - days * 86_400_000 + minutes * 60_000
  ).toISOString()

test.group('Game API batches at the contract limits', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    emitter.fake(['network:player_joined'])
    return () => emitter.restore()
  })

  test('a heartbeat listing 10 000 players never seen takes them all', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const online = Array.from({ length: 10_000 }, (_, index) => ({ nickname: `p_${index}` }))
    const response = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: 20,
      maxPlayers: 10_000,
      online,
    })

    response.assertStatus(200)
    const [{ total }] = await db.from('game_players').count('* as total')
    assert.equal(Number(total), 10_000)
  }).timeout(60_000)

  test('500 stats events of 500 players, each new, all apply', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const events = Array.from({ length: 500 }, (_, index) => ({
      ...stats(`s_${index}`, { deaths: 1 }),
      at: daysAgo(0),
    }))
    const response = await gameCall(client, key, pathFor('game.network.events.store'), { events })

    response.assertBody({ accepted: 500, duplicates: 0, rejected: [] })
    const statistics = await GamePlayerStatistic.all()
    assert.lengthOf(statistics, 500)
  }).timeout(60_000)

  test('a session of 520 days is credited day by day', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [
        { ...join('Long_Stay', 0), at: daysAgo(520) },
        { ...leave('Long_Stay', 0), at: daysAgo(0) },
      ],
    })

    response.assertBody({ accepted: 2, duplicates: 0, rejected: [] })
    const days = await playtime('Long_Stay')
    assert.isAtLeast(days.length, 520)
    assert.equal(
      days.reduce((sum, [, seconds]) => sum + Number(seconds), 0),
      520 * 86_400
    )
  }).timeout(60_000)

  test('a late join before 600 sessions rebuilds them all', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const sessions = Array.from({ length: 600 }, (_, index) => [
      { ...join('Regular', 0), at: daysAgo(30, index * 20) },
      { ...leave('Regular', 0), at: daysAgo(30, index * 20 + 10) },
    ]).flat()
    for (let start = 0; start < sessions.length; start += 500) {
      const sent = await gameCall(client, key, pathFor('game.network.events.store'), {
        events: sessions.slice(start, start + 500),
      })
      sent.assertStatus(200)
    }
    const late = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ ...join('Regular', 0), at: daysAgo(31) }],
    })

    late.assertBody({ accepted: 1, duplicates: 0, rejected: [] })
    const sessionsNow = await GamePlaySession.all()
    assert.equal(sessionsNow.length, 601)
  }).timeout(120_000)

  test('refuses an event older than the contract allows, alone and with its reason', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const ancient = { ...join('Time_Traveller', 0), at: '1970-01-01T00:00:00Z' }
    const tooOld = { ...join('Time_Traveller', 0), at: daysAgo(732) }
    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [ancient, tooOld, { ...leave('Time_Traveller', 0), at: daysAgo(0) }],
    })

    response.assertStatus(200)
    assert.equal(response.body().accepted, 1)
    assert.deepEqual(
      response
        .body()
        .rejected.map((entry: { id: string; error: string; errorCode: number; field: string }) => [
          entry.id,
          entry.error,
          entry.errorCode,
          entry.field,
        ]),
      [
        [ancient.id, 'event_too_old', 1414, 'at'],
        [tooOld.id, 'event_too_old', 1414, 'at'],
      ]
    )
    assert.match(response.body().rejected[0].message, /731 days/)
    const [{ total }] = await db.from('game_playtimes').count('* as total')
    assert.equal(Number(total), 0)
  })
})

test.group('Game API loose events', (group) => {
  group.each.setup(isolateDatabase)

  test('rejects each bad event alone with its reason: prototype names, impossible dates, null', async ({
    client,
    assert,
  }) => {
    const { key } = await gameServerWithKey()
    const good = stats('Careful', { deaths: 1 })
    const bad = [
      ...['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'].map((name) =>
        stats('Careful', JSON.parse(`{"${name}": 1}`))
      ),
      { ...join('Careful', 0), at: '2026-02-30T00:00:00Z' },
      null,
      1,
      'x',
      [],
    ]
    const response = await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [good, ...bad],
    })

    response.assertStatus(200)
    assert.equal(response.body().accepted, 1)
    assert.deepEqual(
      response
        .body()
        .rejected.map((entry: { error: string; field: string }) => [entry.error, entry.field]),
      [
        ['invalid_delta', 'deltas.constructor'],
        ['invalid_delta', 'deltas.toString'],
        ['invalid_delta', 'deltas.valueOf'],
        ['invalid_delta', 'deltas.hasOwnProperty'],
        // The body parser drops a __proto__ key, which leaves the deltas empty.
        ['invalid_delta', 'deltas'],
        ['invalid_event', 'at'],
        ['unknown_type', 'type'],
        ['unknown_type', 'type'],
        ['unknown_type', 'type'],
        ['unknown_type', 'type'],
      ]
    )
  })
})
