import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { isolateDatabase } from '#tests/support/database'
import { fund } from '#tests/support/wallets'
import { rawSetCookie, withRawCookies } from '#tests/support/http'
import { FakeRecaptcha, TOKENS, unreachableUrl, useRecaptcha } from '#tests/support/fake_recaptcha'
import { captureLogs } from '#tests/support/logs'
import { pathFor } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

async function player() {
  return UserFactory.merge({
    nickname: 'Steve_1',
    email: 'steve@example.com',
    password: await hash.make(PASSWORD),
  }).create()
}

/** Fails a login attempt with each login in turn, each answered 400 (under the limits). */
async function failLogins(client: ApiClient, logins: string[]) {
  for (const login of logins) {
    const response = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login, password: 'wrong password' })
    response.assertStatus(400)
  }
}

const INVALID = {
  en: 'Wrong login or password',
  ru: 'Неверный логин или пароль',
}

test.group('API user/auth/login', (group) => {
  group.each.setup(isolateDatabase)

  test('logs in by {login} and answers the credentials and the player')
    .with([{ login: 'steve_1' }, { login: 'STEVE_1' }, { login: 'Steve@Example.com' }])
    .run(async ({ client, assert }, { login }) => {
      const user = await player()
      const response = await client
        .post(pathFor('api.accounts.sessions.store'))
        .header('User-Agent', FIREFOX_LINUX)
        .json({ login, password: PASSWORD })

      response.assertStatus(200)
      const body = response.body()
      assert.deepEqual(Object.keys(body).sort(), ['accessId', 'accessToken', 'user'])
      assert.deepEqual(body.user, {
        id: user.id,
        login: 'Steve_1',
        avatarOrSkin: null,
        referralCode: user.referralCode,
      })
      assert.equal(rawSetCookie(response, 'access_id')?.value, body.accessId)
      assert.equal(rawSetCookie(response, 'access_token')?.value, body.accessToken)

      const session = await UserSession.findOrFail(body.accessId)
      assert.containsSubset(session.serialize(), {
        userId: user.id,
        source: 'site',
        browser: 'Firefox 140',
        system: 'Linux',
      })
      assert.notEqual(session.tokenHash, body.accessToken)
    })

  test('labels the session with the browser and system the client reports', async ({
    client,
    assert,
  }) => {
    await player()
    const response = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('User-Agent', FIREFOX_LINUX)
      .json({ login: 'Steve_1', password: PASSWORD, browser: 'VK bot', system: 'Ubuntu 24.04' })

    const session = await UserSession.findOrFail(response.body().accessId)
    assert.equal(session.browser, 'VK bot')
    assert.equal(session.system, 'Ubuntu 24.04')
  })

  test('labels a session without a user agent as "Неизвестно" (spec §9)', async ({
    client,
    assert,
  }) => {
    await player()
    const response = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('User-Agent', '')
      .json({ login: 'Steve_1', password: PASSWORD })

    const session = await UserSession.findOrFail(response.body().accessId)
    assert.equal(session.browser, 'Неизвестно')
  })

  test('answers {case} with one message, error_code 1103, in {locale}')
    .with([
      { case: 'a wrong password', login: 'Steve_1', password: 'wrong password', locale: 'en' },
      { case: 'an unknown nickname', login: 'Nobody_1', password: PASSWORD, locale: 'en' },
      { case: 'an unknown e-mail', login: 'nobody@example.com', password: PASSWORD, locale: 'ru' },
      { case: 'an OAuth-only account', login: 'Oauth_1', password: PASSWORD, locale: 'ru' },
    ] as const)
    .run(async ({ client, assert }, { login, password, locale }) => {
      await player()
      await UserFactory.apply('oauthOnly').merge({ nickname: 'Oauth_1' }).create()

      const response = await client
        .post(pathFor('api.accounts.sessions.store'))
        .header('Accept-Language', locale)
        .json({ login, password })

      response.assertStatus(400)
      response.assertBody({
        error: 'credentials',
        error_code: 1103,
        error_message: INVALID[locale],
        details: { type: 'credentials', description: INVALID[locale] },
      })
      assert.isUndefined(rawSetCookie(response, 'access_id'))
      assert.lengthOf(await UserSession.all(), 0)
    })

  test('refuses {case} with a §8 validation error')
    .with([
      { case: 'a missing login', body: { password: PASSWORD }, field: 'login' },
      { case: 'a missing password', body: { login: 'Steve_1' }, field: 'password' },
      {
        case: 'a login longer than any',
        body: { login: 'a'.repeat(255), password: PASSWORD },
        field: 'login',
      },
      {
        case: 'a password longer than any',
        body: { login: 'Steve_1', password: 'p'.repeat(129) },
        field: 'password',
      },
      {
        case: 'a non-text password',
        body: { login: 'Steve_1', password: 12345678 },
        field: 'password',
      },
    ])
    .run(async ({ client }, { body, field }) => {
      const response = await client.post(pathFor('api.accounts.sessions.store')).json(body)
      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type: field } })
    })

  test('allows 10 attempts a minute per IP and login, then blocks that pair with 429', async ({
    client,
    assert,
  }) => {
    await player()
    await failLogins(client, Array(10).fill('Steve_1'))

    // Case does not make a new key; the right password does not get through either.
    const blocked = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('Accept-Language', 'ru')
      .json({ login: 'STEVE_1', password: PASSWORD })
    blocked.assertStatus(429)
    assert.isAbove(Number(blocked.header('retry-after')), 60)
    assert.match(
      blocked.body().error_message,
      /^Слишком много попыток\. Повторите через \d+ секунд/
    )

    // Another login from the same address is not blocked; nor the same login from another.
    const other = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'Someone_2', password: 'wrong password' })
    other.assertStatus(400)
    const elsewhere = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('X-Forwarded-For', '198.51.100.9')
      .json({ login: 'Steve_1', password: PASSWORD })
    elsewhere.assertStatus(200)
  })

  test('counts the nickname and the e-mail of one account as one login', async ({ client }) => {
    await player()
    await failLogins(client, Array(5).fill(['Steve_1', 'steve@example.com']).flat())

    const blocked = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'STEVE@example.com', password: PASSWORD })
    blocked.assertStatus(429)
  })

  test('limits a login naming no account like one naming an account', async ({ client }) => {
    await failLogins(client, Array(10).fill('Nobody_9'))

    const blocked = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'nobody_9', password: 'wrong password' })
    blocked.assertStatus(429)
    blocked.assertBodyContains({ error: 'rate_limited' })
  })

  test('allows one address 20 attempts a minute over all logins, then 429', async ({ client }) => {
    await player()
    await failLogins(
      client,
      Array.from({ length: 20 }, (_, attempt) => `Sprayed_${attempt}`)
    )

    const blocked = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD })
    blocked.assertStatus(429)
    const elsewhere = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('X-Forwarded-For', '198.51.100.9')
      .json({ login: 'Steve_1', password: PASSWORD })
    elsewhere.assertStatus(200)
  })
})

test.group('API user/auth/login with the captcha on', (group) => {
  let fake: FakeRecaptcha
  group.setup(async () => {
    fake = await FakeRecaptcha.start()
    return () => fake.close()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => useRecaptcha(fake.url))

  test('logs in with a human token and sends the client IP to Google', async ({
    client,
    assert,
  }) => {
    await player()
    const before = fake.requests.length
    const response = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('X-Forwarded-For', '203.0.113.50')
      .json({ login: 'Steve_1', password: PASSWORD, recaptcha: TOKENS.human })

    response.assertStatus(200)
    assert.containsSubset(fake.requests.slice(before), [
      { response: TOKENS.human, remoteip: '203.0.113.50' },
    ])
  })

  test('refuses {case} before looking at the password')
    .with([
      { case: 'a low score', recaptcha: TOKENS.bot },
      { case: 'a refused token', recaptcha: TOKENS.refused },
      { case: 'a missing token', recaptcha: undefined },
    ])
    .run(async ({ client }, { recaptcha }) => {
      await player()
      const response = await client
        .post(pathFor('api.accounts.sessions.store'))
        .header('Accept-Language', 'ru')
        .json({ login: 'Steve_1', password: PASSWORD, recaptcha })

      response.assertStatus(400)
      response.assertBodyContains({
        error_code: 1104,
        error_message: 'Проверка на бота не пройдена. Обновите страницу и попробуйте ещё раз.',
      })
    })

  test('answers 503 with a clear message when Google is unreachable', async ({
    client,
    assert,
    cleanup,
  }) => {
    await player()
    const restore = useRecaptcha(await unreachableUrl())
    const logs = captureLogs()
    cleanup(logs.restore)
    const response = await client
      .post(pathFor('api.accounts.sessions.store'))
      .header('Accept-Language', 'en')
      .json({ login: 'Steve_1', password: PASSWORD, recaptcha: TOKENS.human })
    restore()

    response.assertStatus(503)
    response.assertBodyContains({
      error_code: 1105,
      error_message: 'The anti-bot check is unavailable right now. Try again in a minute.',
    })
    assert.deepEqual(
      logs.errors().map((line) => line.msg),
      ['accounts.captcha.unavailable'],
      'the outage is logged as an error for the operators'
    )
  })
})

test.group('API user/auth/token', (group) => {
  group.each.setup(isolateDatabase)

  test('answers the auth state of spec §3 for the session', async ({ client }) => {
    const user = await player()
    const login = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD })
    const { accessId, accessToken } = login.body()

    const response = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)

    response.assertStatus(200)
    response.assertBody({
      currentUser: {
        id: user.id,
        login: 'Steve_1',
        avatarOrSkin: null,
        referralCode: user.referralCode,
      },
      permissions: {},
      preferredServer: null,
      coins: 0,
      balance: 0,
      managers: { isBanned: false, unbanPrice: null, ban: null },
      accessId,
    })
  })

  test('carries the wallet: balance in kopecks and coins', async ({ client }) => {
    const user = await UserFactory.create()
    await fund(user, 'rub', 125_050)
    await fund(user, 'coins', 4820)

    const response = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)

    response.assertBodyContains({ balance: 125_050, coins: 4820 })
  })

  test('nests the staff permissions by dotted path', async ({ client }) => {
    const user = await UserFactory.create()
    const editors = await withPermissions(['web.documents.edit']).create()
    await user.related('staffGroups').attach([editors.id])

    const response = await client.get(pathFor('api.accounts.sessions.show')).loginAs(user)

    response.assertBodyContains({ permissions: { web: { documents: { edit: true } } } })
  })

  test('reads the login cookies of the web as well', async ({ client }) => {
    const user = await player()
    const { accessId, accessToken } = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Firefox 140',
      system: 'Linux',
      ip: '127.0.0.1',
    })

    const response = await withRawCookies(client.get(pathFor('api.accounts.sessions.show')), {
      access_id: accessId,
      access_token: accessToken,
    })
    response.assertStatus(200)
    response.assertBodyContains({ accessId })
  })

  test('answers 401 in the §8 shape without a session', async ({ client }) => {
    const response = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Accept-Language', 'en')
    response.assertStatus(401)
    response.assertBodyContains({ error: 'unauthorized', error_code: 401 })
  })

  test('refuses a session terminated elsewhere on its very next request', async ({ client }) => {
    const user = await player()
    const { accessId, accessToken, session } = await new SessionTokenService().create(user, {
      source: 'launcher',
      browser: 'TechnoMagic Launcher',
      system: 'Windows',
      ip: '127.0.0.1',
    })
    const first = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
    first.assertStatus(200)

    await new SessionTokenService().terminate(session)

    const next = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
    next.assertStatus(401)
  })
})

test.group('API user/auth/logout', (group) => {
  group.each.setup(isolateDatabase)

  test('ends the current session, clears the cookies, and the token is refused after', async ({
    client,
    assert,
  }) => {
    await player()
    const login = await client
      .post(pathFor('api.accounts.sessions.store'))
      .json({ login: 'Steve_1', password: PASSWORD })
    const { accessId, accessToken } = login.body()
    const headers = { 'Access-Id': accessId, 'Access-Token': accessToken }

    const response = await client.post(pathFor('api.accounts.sessions.destroy')).headers(headers)

    response.assertStatus(204)
    assert.equal(rawSetCookie(response, 'access_id')?.value, '')
    assert.isAtMost(rawSetCookie(response, 'access_token')?.maxAge ?? 1, 0)
    const session = await UserSession.findOrFail(accessId)
    assert.isNotNull(session.terminatedAt)

    const after = await client.get(pathFor('api.accounts.sessions.show')).headers(headers)
    after.assertStatus(401)
    const again = await client.post(pathFor('api.accounts.sessions.destroy')).headers(headers)
    again.assertStatus(401)
  })

  test("leaves the player's other sessions alive", async ({ client }) => {
    await player()
    const logIn = async () => {
      const response = await client
        .post(pathFor('api.accounts.sessions.store'))
        .json({ login: 'Steve_1', password: PASSWORD })
      return response.body()
    }
    const first = await logIn()
    const second = await logIn()

    await client
      .post(pathFor('api.accounts.sessions.destroy'))
      .header('Access-Id', first.accessId)
      .header('Access-Token', first.accessToken)

    const stillIn = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', second.accessId)
      .header('Access-Token', second.accessToken)
    stillIn.assertStatus(200)
  })

  test('answers 401 without a session', async ({ client }) => {
    const response = await client.post(pathFor('api.accounts.sessions.destroy'))
    response.assertStatus(401)
  })
})
