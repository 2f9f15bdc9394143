import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { endedAt, openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet sessions page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page with a return path', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.active_sessions.index')).redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'accounts.active_sessions.index') }
      )
    )
  })

  test('lists the live sessions of the player, the current one first', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const older = await UserSessionFactory.merge({
      userId: user.id,
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 10',
      lastUsedAt: DateTime.utc().minus({ days: 3 }).startOf('second'),
    }).create()
    const newer = await UserSessionFactory.merge({
      userId: user.id,
      source: 'game',
      lastUsedAt: DateTime.utc().minus({ hours: 1 }),
    }).create()
    await UserSessionFactory.merge({ userId: user.id }).apply('terminated').create()
    const stranger = await UserFactory.create()
    await UserSessionFactory.merge({ userId: stranger.id }).create()
    const current = await openSession(user, { browser: 'Chrome 140', system: 'macOS 15' })

    const response = await client
      .get(pagePath('ru', 'accounts.active_sessions.index'))
      .headers(sessionHeaders(current))
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/active_sessions/index')
    const sessions = response.inertiaProps.sessions as Record<string, unknown>[]
    assert.deepEqual(
      sessions.map((session) => session.id),
      [current.accessId, newer.id, older.id]
    )
    assert.deepInclude(sessions[0], {
      source: 'site',
      browser: 'Chrome 140',
      system: 'macOS 15',
      ip: '198.51.100.4',
      current: true,
    })
    assert.deepInclude(sessions[2], {
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 10',
      current: false,
    })
    assert.equal(sessions[2].lastUsedAt, older.lastUsedAt.toUTC().toISO())
    assert.match(sessions[0].createdAt as string, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    assert.notProperty(sessions[0], 'tokenHash')
  })

  test('ends another session of the player, which is refused on its next request', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const other = await openSession(user, { source: 'launcher' })
    const byHeader = () =>
      client.get(pagePath('en', 'platform.home.show')).headers(sessionHeaders(other)).withInertia()
    const byCookie = () =>
      withRawCookies(client.get(pagePath('en', 'platform.home.show')), {
        access_id: other.accessId,
        access_token: other.accessToken,
      }).withInertia()
    const before = await byHeader()
    before.assertInertiaPropsContains({ currentUser: { id: user.id } })

    const response = await client
      .delete(pagePath('en', 'accounts.active_sessions.destroy', { id: other.accessId }))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.active_sessions.index'))
    response.assertFlashMessage('success', 'accounts.active_sessions.terminated')
    const row = await UserSession.findOrFail(other.accessId)
    assert.isNotNull(row.terminatedAt)
    const afterByHeader = await byHeader()
    afterByHeader.assertInertiaPropsContains({ currentUser: null })
    const afterByCookie = await byCookie()
    afterByCookie.assertInertiaPropsContains({ currentUser: null })
    const protectedPage = await client
      .get(pagePath('en', 'accounts.active_sessions.index'))
      .headers(sessionHeaders(other))
      .redirects(0)
    protectedPage.assertStatus(302)
    assert.match(protectedPage.header('location') ?? '', /^\/en\/login/)
  })

  test('shows the success notice in the language of the page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const other = await openSession(user)

    const response = await client
      .delete(pagePath('ru', 'accounts.active_sessions.destroy', { id: other.accessId }))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .withInertia()

    response.assertInertiaComponent('accounts/active_sessions/index')
    response.assertInertiaPropsContains({ sessions: [{ id: current.accessId }] })
    assert.deepEqual(
      response
        .body()
        .flash.notifications.map((item: { type: string; text: string }) => [item.type, item.text]),
      [['success', 'Сеанс завершён.']]
    )
  })

  test('answers 404 for a session of another player and leaves it live', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const stranger = await openSession(await UserFactory.create())

    const response = await client
      .delete(pagePath('en', 'accounts.active_sessions.destroy', { id: stranger.accessId }))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(404)
    const row = await UserSession.findOrFail(stranger.accessId)
    assert.isNull(row.terminatedAt)
  })

  test('answers 404 for an unknown or malformed session id', async ({ client }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)

    for (const id of [randomUUID(), 'not-a-session']) {
      const response = await client
        .delete(pagePath('en', 'accounts.active_sessions.destroy', { id }))
        .headers(sessionHeaders(current))
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(404)
    }
  })

  test('refuses to end the current session there, with a notice to log out', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)

    const response = await client
      .delete(pagePath('en', 'accounts.active_sessions.destroy', { id: current.accessId }))
      .headers(sessionHeaders(current))
      .header('referer', pagePath('en', 'accounts.active_sessions.index'))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('error', {
      key: 'accounts.active_sessions.current_session',
      data: {},
    })
    const row = await UserSession.findOrFail(current.accessId)
    assert.isNull(row.terminatedAt)
  })

  test('treats ending an already ended session of the player as done', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const yesterday = DateTime.utc().minus({ days: 1 }).startOf('second')
    const ended = await UserSessionFactory.merge({
      userId: user.id,
      terminatedAt: yesterday,
    }).create()

    const response = await client
      .delete(pagePath('en', 'accounts.active_sessions.destroy', { id: ended.id }))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'accounts.active_sessions.terminated')
    await ended.refresh()
    assert.equal(ended.terminatedAt?.toMillis(), yesterday.toMillis())
  })

  test('refuses a form without the CSRF token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const other = await openSession(user)

    const response = await client
      .delete(pagePath('en', 'accounts.active_sessions.destroy', { id: other.accessId }))
      .headers(sessionHeaders(current))
      .redirects(0)

    assert.notEqual(response.status(), 200)
    const row = await UserSession.findOrFail(other.accessId)
    assert.isNull(row.terminatedAt)
  })
})

test.group('Cabinet: end all other sessions', (group) => {
  group.each.setup(isolateDatabase)

  test('ends every other session of the player and keeps the current one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)
    const site = await openSession(user)
    const launcher = await openSession(user, { source: 'launcher' })
    const stranger = await openSession(await UserFactory.create())

    const response = await client
      .delete(pagePath('en', 'accounts.other_sessions.destroy'))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.active_sessions.index'))
    response.assertFlashMessage('success', {
      key: 'accounts.active_sessions.others_terminated',
      data: { count: 2 },
    })
    for (const ended of [site, launcher]) {
      const refused = await client
        .get(pagePath('en', 'platform.home.show'))
        .headers(sessionHeaders(ended))
        .withInertia()
      refused.assertInertiaPropsContains({ currentUser: null })
    }
    const still = await client
      .get(pagePath('en', 'platform.home.show'))
      .headers(sessionHeaders(current))
      .withInertia()
    still.assertInertiaPropsContains({ currentUser: { id: user.id } })
    assert.isNull(await endedAt(stranger.accessId))
  })

  test('says so when there was no other session', async ({ client }) => {
    const user = await UserFactory.create()
    const current = await openSession(user)

    const response = await client
      .delete(pagePath('en', 'accounts.other_sessions.destroy'))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('success', {
      key: 'accounts.active_sessions.others_terminated',
      data: { count: 0 },
    })
  })

  test('sends a guest to the login page', async ({ client, assert }) => {
    const response = await client
      .delete(pagePath('en', 'accounts.other_sessions.destroy'))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/en\/login/)
  })
})
