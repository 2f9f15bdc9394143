import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { SITE_SESSION, endedAt, openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

const UNAUTHORIZED = {
  error: 'unauthorized',
  error_code: 401,
  error_message: 'Log in to continue.',
  details: { type: 'unauthorized', description: 'Log in to continue.' },
}

test.group('API user/sessions', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the live sessions, the current one first and marked', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const launcher = await UserSessionFactory.merge({
      userId: user.id,
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 11',
      ip: '203.0.113.3',
      lastUsedAt: DateTime.utc().minus({ hours: 2 }).startOf('second'),
    }).create()
    await UserSessionFactory.merge({ userId: user.id }).apply('terminated').create()
    const stranger = await UserFactory.create()
    await UserSessionFactory.merge({ userId: stranger.id }).create()
    const current = await openSession(user)
    await launcher.refresh()

    const response = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .headers(sessionHeaders(current))

    response.assertStatus(200)
    const { sessions } = response.body()
    assert.lengthOf(sessions, 2)
    assert.deepInclude(sessions[0], {
      id: current.accessId,
      ...SITE_SESSION,
      current: true,
    })
    assert.deepEqual(sessions[1], {
      id: launcher.id,
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 11',
      ip: '203.0.113.3',
      createdAt: launcher.createdAt.toUTC().toISO(),
      lastUsedAt: launcher.lastUsedAt.toUTC().toISO(),
      current: false,
    })
  })

  test('marks the session of the cookies as current for the site', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    await openSession(user, { source: 'launcher' })

    const response = await withRawCookies(
      client.get(pathFor('api.accounts.active_sessions.index')),
      {
        access_id: current.accessId,
        access_token: current.accessToken,
      }
    )

    const { sessions } = response.body()
    assert.equal(sessions[0].id, current.accessId)
    assert.isTrue(sessions[0].current)
    assert.isFalse(sessions[1].current)
  })

  test('answers 401 in the §8 shape without a session', async ({ client }) => {
    const response = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .header('Accept-Language', 'en')

    response.assertStatus(401)
    response.assertBody(UNAUTHORIZED)
  })
})

test.group('API user/sessions/terminate', (group) => {
  group.each.setup(isolateDatabase)

  test('ends one session; its header and its cookies are refused right after', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const other = await openSession(user, { source: 'launcher' })

    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .headers(sessionHeaders(current))
      .json({ id: other.accessId })

    response.assertStatus(200)
    response.assertBody({ terminated: 1 })
    assert.isNotNull(await endedAt(other.accessId))

    const byHeader = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .header('Accept-Language', 'en')
      .headers(sessionHeaders(other))
    byHeader.assertStatus(401)
    byHeader.assertBody(UNAUTHORIZED)
    const byCookie = await withRawCookies(
      client.get(pathFor('api.accounts.active_sessions.index')),
      {
        access_id: other.accessId,
        access_token: other.accessToken,
      }
    )
    byCookie.assertStatus(401)
    const stillLoggedIn = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .headers(sessionHeaders(current))
    stillLoggedIn.assertStatus(200)
  })

  test('answers 404 for a session of another player and leaves it live', async ({
    client,
    assert,
  }) => {
    const current = await openSession(await UserFactory.create())
    const stranger = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .header('Accept-Language', 'en')
      .headers(sessionHeaders(current))
      .json({ id: stranger.accessId })

    response.assertStatus(404)
    response.assertBodyContains({ error: 'not_found', error_code: 404 })
    assert.isNull(await endedAt(stranger.accessId))
  })

  test('answers 404 for an unknown session id', async ({ client }) => {
    const current = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .headers(sessionHeaders(current))
      .json({ id: randomUUID() })

    response.assertStatus(404)
  })

  test('refuses to end the current session with error 1201', async ({ client, assert }) => {
    const current = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .header('Accept-Language', 'en')
      .headers(sessionHeaders(current))
      .json({ id: current.accessId })

    response.assertStatus(400)
    response.assertBody({
      error: 'current_session',
      error_code: 1201,
      error_message: 'This is the session you are using now. To end it, log out.',
      details: {
        type: 'current_session',
        description: 'This is the session you are using now. To end it, log out.',
      },
    })
    assert.isNull(await endedAt(current.accessId))
  })

  test('refuses a bad id with the translated validation error "{message}"')
    .with([
      { body: {}, message: 'Fill in the session' },
      { body: { id: 'not-a-uuid' }, message: 'The session must be a valid identifier' },
      { body: { id: 42 }, message: 'The session must be text' },
    ])
    .run(async ({ client }, row) => {
      const current = await openSession(await UserFactory.create())

      const response = await client
        .post(pathFor('api.accounts.active_sessions.destroy'))
        .header('Accept-Language', 'en')
        .headers(sessionHeaders(current))
        .json(row.body)

      response.assertStatus(400)
      response.assertBody({
        error: 'validation',
        error_code: 400,
        error_message: row.message,
        details: { type: 'id', description: row.message, fields: { id: [row.message] } },
      })
    })

  test('answers in Russian by Accept-Language', async ({ client }) => {
    const current = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .header('Accept-Language', 'ru')
      .headers(sessionHeaders(current))
      .json({ id: current.accessId })

    response.assertBodyContains({
      error_message:
        'Это сеанс, которым вы пользуетесь сейчас. Чтобы завершить его, выйдите из аккаунта.',
    })
  })

  test('answers 401 without a session', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.active_sessions.destroy'))
      .header('Accept-Language', 'en')
      .json({ id: randomUUID() })

    response.assertStatus(401)
    response.assertBody(UNAUTHORIZED)
  })
})

test.group('API user/sessions/terminate-all', (group) => {
  group.each.setup(isolateDatabase)

  test('ends every session but the current one and answers how many', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const others = [await openSession(user), await openSession(user, { source: 'launcher' })]
    const stranger = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.other_sessions.destroy'))
      .headers(sessionHeaders(current))

    response.assertStatus(200)
    response.assertBody({ terminated: 2 })
    for (const other of others) {
      const refused = await client
        .get(pathFor('api.accounts.active_sessions.index'))
        .headers(sessionHeaders(other))
      refused.assertStatus(401)
    }
    const listed = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .headers(sessionHeaders(current))
    assert.deepEqual(
      listed.body().sessions.map((session: { id: string }) => session.id),
      [current.accessId]
    )
    assert.isNull(await endedAt(stranger.accessId))
  })

  test('answers 0 when no other session is live', async ({ client }) => {
    const current = await openSession(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.other_sessions.destroy'))
      .headers(sessionHeaders(current))

    response.assertBody({ terminated: 0 })
  })

  test('answers 401 without a session', async ({ client }) => {
    const response = await client.post(pathFor('api.accounts.other_sessions.destroy'))

    response.assertStatus(401)
  })
})
