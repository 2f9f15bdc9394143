import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { FakeRecaptcha, TOKENS, useRecaptcha } from '#tests/support/fake_recaptcha'
import { pathFor } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const SYSTEM = { os: 'Windows', osVersion: '10', arch: 'x64', javaVersion: '17', ramMb: 8192 }

async function player() {
  return UserFactory.merge({ nickname: 'Steve_1', password: await hash.make(PASSWORD) }).create()
}

test.group('API launcher/auth', (group) => {
  group.each.setup(isolateDatabase)

  test('opens a launcher session labelled with the machine', async ({ client, assert }) => {
    const user = await player()
    const response = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .json({ login: 'steve_1', password: PASSWORD, systemData: SYSTEM })

    response.assertStatus(200)
    response.assertBodyContains({ user: { id: user.id, login: 'Steve_1' } })
    const session = await UserSession.findOrFail(response.body().accessId)
    assert.containsSubset(session.serialize(), {
      source: 'launcher',
      browser: 'TechnoMagic Launcher',
      system: 'Windows 10 x64 · Java 17 · 8 GB RAM',
    })
  })

  test('answers a wrong password like the site login does', async ({ client }) => {
    await player()
    const response = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .header('Accept-Language', 'en')
      .json({ login: 'Steve_1', password: 'wrong password', systemData: SYSTEM })

    response.assertStatus(400)
    response.assertBodyContains({ error_code: 1103, error_message: 'Wrong login or password' })
  })

  test('refuses {case} with a §8 validation error')
    .with([
      { case: 'missing systemData', systemData: undefined, field: 'systemData' },
      { case: 'systemData that is not an object', systemData: 'Windows', field: 'systemData' },
      { case: 'a missing OS', systemData: { arch: 'x64' }, field: 'systemData.os' },
      {
        case: 'an OS name over 64 characters',
        systemData: { os: 'W'.repeat(65) },
        field: 'systemData.os',
      },
      {
        case: 'a fractional RAM size',
        systemData: { os: 'Linux', ramMb: 1.5 },
        field: 'systemData.ramMb',
      },
      {
        case: 'a negative RAM size',
        systemData: { os: 'Linux', ramMb: -8 },
        field: 'systemData.ramMb',
      },
      {
        case: 'an architecture over 32 characters',
        systemData: { os: 'Linux', arch: 'a'.repeat(33) },
        field: 'systemData.arch',
      },
    ])
    .run(async ({ client }, { systemData, field }) => {
      await player()
      const response = await client
        .post(pathFor('api.accounts.launcher_sessions.store'))
        .json({ login: 'Steve_1', password: PASSWORD, systemData })

      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type: field } })
    })

  test('shares the login limit with the site: the 11th attempt of a pair is refused', async ({
    client,
  }) => {
    await player()
    for (let attempt = 0; attempt < 10; attempt++) {
      await client
        .post(pathFor('api.accounts.sessions.store'))
        .json({ login: 'Steve_1', password: 'nope nope' })
    }

    const response = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD, systemData: SYSTEM })
    response.assertStatus(429)
  })
})

test.group('API launcher/auth with the captcha on', (group) => {
  let fake: FakeRecaptcha
  group.setup(async () => {
    fake = await FakeRecaptcha.start()
    return () => fake.close()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => useRecaptcha(fake.url))

  test('checks the recaptcha value the launcher sends', async ({ client }) => {
    await player()
    const human = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD, recaptcha: TOKENS.human, systemData: SYSTEM })
    human.assertStatus(200)

    const bot = await client
      .post(pathFor('api.accounts.launcher_sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD, recaptcha: TOKENS.bot, systemData: SYSTEM })
    bot.assertStatus(400)
    bot.assertBodyContains({ error_code: 1104 })
  })
})

test.group('API launcher/auth/token', (group) => {
  group.each.setup(isolateDatabase)

  test('opens a new launcher session from a live site session', async ({ client, assert }) => {
    const user = await player()
    const site = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Chrome 120',
      system: 'Windows 10',
      ip: '127.0.0.1',
    })

    const response = await client
      .post(pathFor('api.accounts.launcher_tokens.store'))
      .header('Access-Id', site.accessId)
      .header('Access-Token', site.accessToken)
      .json({ systemData: { os: 'Linux', javaVersion: '21' } })

    response.assertStatus(200)
    const body = response.body()
    assert.notEqual(body.accessId, site.accessId)
    assert.deepEqual(body.user, {
      id: user.id,
      login: 'Steve_1',
      avatarOrSkin: null,
      referralCode: user.referralCode,
    })
    const launcher = await UserSession.findOrFail(body.accessId)
    assert.containsSubset(launcher.serialize(), {
      source: 'launcher',
      browser: 'TechnoMagic Launcher',
      system: 'Linux · Java 21',
    })
    // The session that asked stays alive.
    await site.session.refresh()
    assert.isNull(site.session.terminatedAt)
  })

  test('answers 401 without a live session', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.launcher_tokens.store'))
      .json({ systemData: { os: 'Linux' } })
    response.assertStatus(401)
    response.assertBodyContains({ error_code: 401 })
  })

  test('answers 401 for a terminated session', async ({ client }) => {
    const user = await player()
    const site = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Chrome 120',
      system: 'Windows 10',
      ip: '127.0.0.1',
    })
    await new SessionTokenService().terminate(site.session)

    const response = await client
      .post(pathFor('api.accounts.launcher_tokens.store'))
      .header('Access-Id', site.accessId)
      .header('Access-Token', site.accessToken)
      .json({ systemData: { os: 'Linux' } })
    response.assertStatus(401)
  })

  test('refuses a missing systemData with a §8 validation error', async ({ client }) => {
    const user = await player()
    const response = await client
      .post(pathFor('api.accounts.launcher_tokens.store'))
      .json({})
      .loginAs(user)
    response.assertStatus(400)
    response.assertBodyContains({ details: { type: 'systemData' } })
  })
})
