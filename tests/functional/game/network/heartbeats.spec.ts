import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import ServerHeartbeat from '#models/server_heartbeat'
import GamePlaySession from '#models/game_play_session'
import PlayerPresenceService from '#services/network/player_presence_service'
import { isolateDatabase } from '#tests/support/database'
import { gameCall, gameServerWithKey, letTimePass } from '#tests/support/game_api'
import { pathFor } from '#tests/support/urls'

const HEARTBEAT = { tps: 19.5, maxPlayers: 100, online: [] }
const presence = () => new PlayerPresenceService()

test.group('Game API auth', (group) => {
  group.each.setup(isolateDatabase)

  test('refuses a call without a key with 401 and error_code 1401', async ({ client }) => {
    await gameServerWithKey()
    const response = await client
      .post(pathFor('game.network.heartbeats.store'))
      .header('Accept-Language', 'en')
      .json(HEARTBEAT)

    response.assertStatus(401)
    const message =
      'Send the server’s game API key in the Authorization header as Bearer followed by the key; this one is missing or unknown.'
    response.assertBody({
      error: 'game_key',
      error_code: 1401,
      error_message: message,
      details: { type: 'game_key', description: message },
    })
  })

  test('refuses {case} with 401')
    .with([
      { case: 'an unknown key', header: 'Bearer not-a-key-of-any-server' },
      { case: 'a key without the Bearer scheme', header: 'KEY' },
      { case: 'an empty bearer', header: 'Bearer ' },
    ])
    .run(async ({ client }, { header }) => {
      const { key } = await gameServerWithKey()
      const response = await client
        .post(pathFor('game.network.heartbeats.store'))
        .header('Authorization', header.replace('KEY', key))
        .json(HEARTBEAT)

      response.assertStatus(401)
      response.assertBodyContains({ error_code: 1401 })
    })

  test('refuses a disabled server with 403 and error_code 1402', async ({ client }) => {
    const { key } = await gameServerWithKey({ enabled: false })
    const response = await gameCall(
      client,
      key,
      pathFor('game.network.heartbeats.store'),
      HEARTBEAT
    )

    response.assertStatus(403)
    response.assertBodyContains({
      error: 'server_disabled',
      error_code: 1402,
      error_message: 'This server is disabled: the game API does not take its calls.',
    })
  })

  test('refuses a body over 1 MiB with 413 in the §8 shape', async ({ client, assert }) => {
    const { key } = await gameServerWithKey()
    const padding = 'x'.repeat(1024 * 1024)
    const response = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      padding,
    })

    response.assertStatus(413)
    response.assertBodyContains({ error: 'payload_too_large', error_code: 413 })
    assert.isNull(await ServerHeartbeat.find(1))
  })

  test('answers an unknown game API path with the §8 404', async ({ client }) => {
    const { key } = await gameServerWithKey()
    // eslint-disable-next-line no-restricted-syntax -- raw path: an unknown game route is the subject
    const response = await gameCall(client, key, '/api/game/v1/nothing-here', {})

    response.assertStatus(404)
    response.assertBodyContains({ error: 'not_found', error_code: 404 })
  })
})

test.group('Game API heartbeat', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    emitter.fake(['network:player_joined'])
    return () => emitter.restore()
  })

  test('stores tps, max players and the online list; answers ok and the server time', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const before = Date.now() - 1000

    const response = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: 18.25,
      maxPlayers: 120,
      online: [{ nickname: 'Sakura_Mage', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
    })

    response.assertStatus(200)
    assert.isTrue(response.body().ok)
    assert.isAtLeast(Date.parse(response.body().serverTime), before)
    const heartbeat = await ServerHeartbeat.findOrFail(server.id)
    assert.equal(heartbeat.tps, 18.25)
    assert.equal(heartbeat.maxPlayers, 120)
    assert.equal(heartbeat.onlineCount, 1)
    assert.deepEqual(heartbeat.online, ['Sakura_Mage'])
  })

  test('refuses a malformed heartbeat with the §8 validation body', async ({ client }) => {
    const { key } = await gameServerWithKey()
    const response = await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      tps: -1,
      maxPlayers: 10,
      online: [{ nickname: 'Bad name!' }],
    })

    response.assertStatus(400)
    response.assertBodyContains({ error: 'validation', error_code: 400, details: { type: 'tps' } })
  })

  test('a listed player is online (any case) and announced once', async ({ client, assert }) => {
    const { server, key } = await gameServerWithKey()
    const events = emitter.fake(['network:player_joined'])

    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'Kirito_92' }],
    })
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'kirito_92' }],
    })

    assert.isTrue(await presence().isOnline(server.id, 'KIRITO_92'))
    assert.isFalse(await presence().isOnline(server.id, 'Megumin'))
    assert.deepEqual(await presence().onlineNicknames(server.id), ['Kirito_92'])
    const joined = events.all().filter((event) => event.event === 'network:player_joined')
    assert.deepEqual(
      joined.map((event) => event.data),
      [{ serverId: server.id, nickname: 'Kirito_92' }]
    )
  })

  test('a player no longer listed goes offline at the last heartbeat that listed them', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'Megumin' }],
    })
    await letTimePass(60)
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'Megumin' }],
    })
    await letTimePass(60)

    await gameCall(client, key, pathFor('game.network.heartbeats.store'), HEARTBEAT)

    assert.isFalse(await presence().isOnline(server.id, 'Megumin'))
    const session = await GamePlaySession.firstOrFail()
    assert.equal(session.endReason, 'heartbeat')
    // 60 s apart, give or take the second the calls themselves straddle.
    assert.oneOf(session.seconds, [60, 61])
    const playtime = await db.from('game_playtimes').sum('seconds as total').first()
    assert.equal(Number(playtime.total), session.seconds)
  })

  test('a heartbeat closes the session of a join event once it no longer lists the player', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    const joinedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 300_000).toISOString()
    await gameCall(client, key, pathFor('game.network.events.store'), {
      events: [{ id: randomUUID(), type: 'join', at: joinedAt, nickname: 'RemRam' }],
    })
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'RemRam' }],
    })
    await letTimePass(60)

    await gameCall(client, key, pathFor('game.network.heartbeats.store'), HEARTBEAT)

    assert.isFalse(await presence().isOnline(server.id, 'RemRam'))
    const session = await GamePlaySession.firstOrFail()
    assert.equal(session.endReason, 'heartbeat')
    assert.oneOf(session.seconds, [300, 301])
  })

  test('a heartbeat does not end a session it may not have seen yet', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'Senku' }],
    })

    await gameCall(client, key, pathFor('game.network.heartbeats.store'), HEARTBEAT)

    assert.isTrue(await presence().isOnline(server.id, 'Senku'))
    assert.lengthOf(await GamePlaySession.all(), 0)
  })

  test('nobody counts as online on a server whose heartbeats stopped', async ({
    client,
    assert,
  }) => {
    const { server, key } = await gameServerWithKey()
    await gameCall(client, key, pathFor('game.network.heartbeats.store'), {
      ...HEARTBEAT,
      online: [{ nickname: 'Nezuko' }],
    })

    await letTimePass(181)

    assert.isFalse(await presence().isOnline(server.id, 'Nezuko'))
    assert.deepEqual(await presence().onlineNicknames(server.id), [])
  })
})
