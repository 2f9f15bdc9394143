import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import User from '#models/user'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { days, rawSetCookie } from '#tests/support/http'
import { FakeRecaptcha, TOKENS, unreachableUrl, useRecaptcha } from '#tests/support/fake_recaptcha'
import { captureLogs } from '#tests/support/logs'
import { pathFor } from '#tests/support/urls'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

function registration(overrides: Record<string, unknown> = {}) {
  return {
    login: 'Steve_1',
    email: 'Steve@Example.com',
    password: 'correct horse battery',
    passwordConfirmation: 'correct horse battery',
    acceptTerms: true,
    ...overrides,
  }
}

test.group('API user/register', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    emitter.fake(['accounts:registered'])
    return () => emitter.restore()
  })

  test('creates the account, logs it in and sets the login cookies', async ({ client, assert }) => {
    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('User-Agent', CHROME_WINDOWS)
      .json(registration())

    response.assertStatus(200)
    const user = await User.findByOrFail('nickname_key', 'steve_1')
    assert.equal(user.email, 'steve@example.com')
    const body = response.body()
    assert.deepEqual(body.user, {
      id: user.id,
      login: 'Steve_1',
      avatarOrSkin: null,
      referralCode: user.referralCode,
    })
    assert.isString(body.accessToken)

    const session = await UserSession.findOrFail(body.accessId)
    assert.containsSubset(session.serialize(), {
      userId: user.id,
      source: 'site',
      browser: 'Chrome 120',
      system: 'Windows 10',
    })
    for (const [name, value] of [
      ['access_id', body.accessId],
      ['access_token', body.accessToken],
    ]) {
      const cookie = rawSetCookie(response, name)
      assert.equal(cookie?.value, value)
      assert.equal(cookie?.maxAge, days(365))
      assert.equal(cookie?.path, '/')
      assert.isTrue(cookie?.httpOnly)
      assert.equal(cookie?.sameSite?.toLowerCase(), 'lax')
    }
  })

  test('logs in with the returned credentials', async ({ client }) => {
    const registered = await client
      .post(pathFor('api.accounts.registrations.store'))
      .json(registration())
    const { accessId, accessToken } = registered.body()

    const state = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
    state.assertStatus(200)
    state.assertBodyContains({ currentUser: { login: 'Steve_1' }, accessId })
  })

  test('stores the browser and system an API client reports, cut at 500 characters', async ({
    assert,
    client,
  }) => {
    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('User-Agent', CHROME_WINDOWS)
      .json(registration({ browser: 'Discord bot', system: 's'.repeat(700) }))

    const session = await UserSession.findOrFail(response.body().accessId)
    assert.equal(session.browser, 'Discord bot')
    assert.equal(session.system, 's'.repeat(500))
  })

  test('announces accounts:registered with the language of the request', async ({ client }) => {
    const events = emitter.fake(['accounts:registered'])
    await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'en')
      .json(registration())

    events.assertEmitted('accounts:registered', ({ data }) => {
      return data.user.nickname === 'Steve_1' && data.locale === 'en'
    })
  })

  test('refuses {case} with a translated §8 validation error')
    .with([
      {
        case: 'a missing nickname',
        body: { login: undefined },
        field: 'login',
        en: 'Fill in the nickname',
      },
      {
        case: 'a 2-character nickname',
        body: { login: 'ab' },
        field: 'login',
        en: 'The nickname must be at least 3 characters',
      },
      {
        case: 'a 17-character nickname',
        body: { login: 'a'.repeat(17) },
        field: 'login',
        en: 'The nickname must be at most 16 characters',
      },
      {
        case: 'a nickname with other characters',
        body: { login: 'Стив-1' },
        field: 'login',
        en: 'The nickname may contain Latin letters, digits and _ only',
      },
      {
        case: 'a malformed e-mail',
        body: { email: 'steve.example.com' },
        field: 'email',
        en: 'Enter a valid e-mail address',
      },
      {
        case: 'a missing e-mail',
        body: { email: undefined },
        field: 'email',
        en: 'Fill in the e-mail',
      },
      {
        case: 'a 7-character password',
        body: { password: 'short12', passwordConfirmation: 'short12' },
        field: 'password',
        en: 'The password must be at least 8 characters',
      },
      {
        case: 'a 129-character password',
        body: { password: 'p'.repeat(129), passwordConfirmation: 'p'.repeat(129) },
        field: 'password',
        en: 'The password must be at most 128 characters',
      },
      {
        case: 'a different repeated password',
        body: { passwordConfirmation: 'correct horse battery!' },
        field: 'passwordConfirmation',
        en: 'Password mismatch',
      },
      {
        case: 'terms not accepted',
        body: { acceptTerms: false },
        field: 'acceptTerms',
        en: 'Accept the public offer, the privacy policy and the rules',
      },
      {
        case: 'terms missing',
        body: { acceptTerms: undefined },
        field: 'acceptTerms',
        en: 'Accept the public offer, the privacy policy and the rules',
      },
    ])
    .run(async ({ client, assert }, { body, field, en }) => {
      const response = await client
        .post(pathFor('api.accounts.registrations.store'))
        .header('Accept-Language', 'en')
        .json(registration(body))

      response.assertStatus(400)
      assert.containsSubset(response.body(), {
        error: 'validation',
        error_code: 400,
        details: { type: field },
      })
      assert.equal(response.body().details.fields[field][0].toLowerCase(), en.toLowerCase())
      assert.isNull(await User.findBy('nickname_key', 'steve_1'))
      assert.isUndefined(rawSetCookie(response, 'access_id'))
    })

  test('says "Password mismatch" in Russian too (spec §5)', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'ru')
      .json(registration({ passwordConfirmation: 'another password' }))

    response.assertStatus(400)
    response.assertBodyContains({
      error_message: 'Пароли не совпадают',
      details: { type: 'passwordConfirmation' },
    })
  })

  test('refuses a nickname taken in another case', async ({ client }) => {
    await UserFactory.merge({ nickname: 'STEVE_1' }).create()

    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'en')
      .json(registration())

    response.assertStatus(400)
    response.assertBodyContains({
      error_message: 'This nickname is already taken',
      details: { type: 'login' },
    })
  })

  test('refuses an e-mail taken in another case', async ({ client }) => {
    await UserFactory.merge({ email: 'steve@example.com' }).create()

    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'ru')
      .json(registration({ email: 'STEVE@example.COM' }))

    response.assertStatus(400)
    response.assertBodyContains({
      error_message: 'Этот e-mail уже зарегистрирован',
      details: { type: 'email' },
    })
  })

  test('allows 5 registrations per IP in 10 minutes, then answers 429 with Retry-After', async ({
    client,
    assert,
  }) => {
    for (let index = 0; index < 5; index++) {
      const response = await client
        .post(pathFor('api.accounts.registrations.store'))
        .json(registration({ login: `player_${index}`, email: `player${index}@example.com` }))
      response.assertStatus(200)
    }

    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'en')
      .json(registration({ login: 'player_6', email: 'player6@example.com' }))

    response.assertStatus(429)
    const retryAfter = Number(response.header('retry-after'))
    assert.isAbove(retryAfter, 500)
    assert.isAtMost(retryAfter, 600)
    response.assertBodyContains({ error: 'rate_limited', error_code: 429 })
    assert.match(response.body().error_message, /^Too many attempts\. Try again in \d+ seconds\.$/)
    assert.isNull(await User.findBy('nickname_key', 'player_6'))
  })
})

test.group('API user/register with the captcha on', (group) => {
  let fake: FakeRecaptcha
  group.setup(async () => {
    fake = await FakeRecaptcha.start()
    return () => fake.close()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => useRecaptcha(fake.url))
  group.each.setup(() => {
    emitter.fake(['accounts:registered'])
    return () => emitter.restore()
  })

  test('registers with a token Google scores as human', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .json(registration({ recaptcha: TOKENS.human }))

    response.assertStatus(200)
  })

  test('refuses {case} with error_code 1104 and creates nothing')
    .with([
      { case: 'a low-scoring token', recaptcha: TOKENS.bot },
      { case: 'a token Google refuses', recaptcha: TOKENS.refused },
      { case: 'no token', recaptcha: undefined },
    ])
    .run(async ({ client, assert }, { recaptcha }) => {
      const response = await client
        .post(pathFor('api.accounts.registrations.store'))
        .header('Accept-Language', 'en')
        .json(registration({ recaptcha }))

      response.assertStatus(400)
      response.assertBody({
        error: 'recaptcha',
        error_code: 1104,
        error_message: 'The anti-bot check failed. Reload the page and try again.',
        details: {
          type: 'recaptcha',
          description: 'The anti-bot check failed. Reload the page and try again.',
        },
      })
      assert.isNull(await User.findBy('nickname_key', 'steve_1'))
    })
})

test.group('API user/register race', (group) => {
  // 20 requests commit for real, so the database is truncated around the test.
  group.each.setup(freshDatabase)
  group.each.setup(() => {
    emitter.fake(['accounts:registered'])
    return () => emitter.restore()
  })

  test('20 concurrent registrations of one nickname make one account; the rest hear "taken"', async ({
    client,
    assert,
  }) => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client
          .post(pathFor('api.accounts.registrations.store'))
          .header('Accept-Language', 'en')
          // Each from its own address, so the per-IP limit does not interfere.
          .header('X-Forwarded-For', `198.51.100.${index + 1}`)
          .json(
            registration({
              login: index % 2 ? 'RaceWinner' : 'racewinner',
              email: `race${index}@example.com`,
            })
          )
      )
    )

    const statuses = responses.map((response) => response.status())
    assert.lengthOf(
      statuses.filter((status) => status === 200),
      1,
      `statuses: ${statuses}`
    )
    for (const response of responses.filter((candidate) => candidate.status() !== 200)) {
      // The validator sees an account committed before it ran (400); a request that
      // passed it meanwhile loses at the unique index (409). Both say the same.
      assert.oneOf(response.status(), [400, 409])
      assert.equal(response.body().error_message, 'This nickname is already taken')
      assert.equal(response.body().details.type, 'login')
      if (response.status() === 409) assert.equal(response.body().error_code, 1101)
    }
    assert.lengthOf(await User.query().where('nickname_key', 'racewinner'), 1)
  })
})

test.group('API user/register without the captcha peer', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(async () => useRecaptcha(await unreachableUrl()))

  test('answers a clear 503 when Google cannot be reached', async ({ client, assert, cleanup }) => {
    const logs = captureLogs()
    cleanup(logs.restore)
    const response = await client
      .post(pathFor('api.accounts.registrations.store'))
      .header('Accept-Language', 'ru')
      .json(registration({ recaptcha: TOKENS.human }))

    response.assertStatus(503)
    response.assertBodyContains({
      error: 'recaptcha',
      error_code: 1105,
      error_message: 'Проверка на бота сейчас недоступна. Попробуйте через минуту.',
    })
    assert.isNull(await User.findBy('nickname_key', 'steve_1'))
    assert.deepEqual(
      logs.errors().map((line) => line.msg),
      ['accounts.captcha.unavailable']
    )
  })
})
