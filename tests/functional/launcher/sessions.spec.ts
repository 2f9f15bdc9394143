import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie } from '#tests/support/http'
import { sessionHeaders } from '#tests/support/sessions'
import { pagePath, pathFor } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const LAUNCHER = { 'X-Launcher': '1' }
const SYSTEM = { os: 'Windows', osVersion: '11', arch: 'x64', javaVersion: '21', ramMb: 16384 }

async function player() {
  return UserFactory.merge({ nickname: 'Steve_1', password: await hash.make(PASSWORD) }).create()
}

test.group('Launcher sessions', (group) => {
  group.each.setup(isolateDatabase)

  test('launcher/auth with system data opens a session the cabinet lists with OS and RAM', async ({
    client,
    assert,
  }) => {
    await player()
    const login = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD, systemData: SYSTEM })
    login.assertStatus(200)

    const response = await client
      .get(pagePath('en', 'accounts.active_sessions.index'))
      .headers(sessionHeaders(login.body()))
      .withInertia()

    response.assertInertiaComponent('accounts/active_sessions/index')
    const [session] = response.inertiaProps.sessions as Record<string, unknown>[]
    assert.containsSubset(session, {
      source: 'launcher',
      browser: 'TechnoMagic Launcher',
      system: 'Windows 11 x64 · Java 21 · 16 GB RAM',
      current: true,
    })
  })

  test('the launcher login page opens a launcher session and goes to the launcher', async ({
    client,
    assert,
  }) => {
    const user = await player()
    const response = await client
      .post(pagePath('ru', 'launcher.sessions.store'))
      .headers(LAUNCHER)
      .json({ login: 'steve_1', password: PASSWORD, systemData: SYSTEM })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('ru', 'launcher.home.show'))
    const session = await UserSession.findOrFail(rawSetCookie(response, 'access_id')!.value)
    assert.equal(session.userId, user.id)
    assert.containsSubset(session.serialize(), {
      source: 'launcher',
      system: 'Windows 11 x64 · Java 21 · 16 GB RAM',
    })
  })

  test('the launcher login page without the local API opens a session of an unknown machine', async ({
    client,
    assert,
  }) => {
    await player()
    const response = await client
      .post(pagePath('ru', 'launcher.sessions.store'))
      .headers(LAUNCHER)
      .form({ login: 'steve_1', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', pagePath('ru', 'launcher.home.show'))
    const session = await UserSession.findOrFail(rawSetCookie(response, 'access_id')!.value)
    assert.equal(session.source, 'launcher')
    assert.equal(session.system, 'Неизвестно')
  })
})
