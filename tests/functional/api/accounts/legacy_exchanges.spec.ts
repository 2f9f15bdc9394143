import { test } from '@japa/runner'
import LegacyAccessToken from '#models/legacy_access_token'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { LegacyAccessTokenFactory } from '#database/factories/legacy_access_token_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie } from '#tests/support/http'
import { hashSecretToken } from '#data/secret_tokens'
import { pathFor } from '#tests/support/urls'

const LEGACY_TOKEN = 'legacy-token-0123456789abcdef'

async function legacyAccount() {
  const user = await UserFactory.merge({ nickname: 'OldTimer', email: 'old@example.com' }).create()
  const token = await LegacyAccessTokenFactory.merge({
    userId: user.id,
    tokenHash: hashSecretToken(LEGACY_TOKEN),
  }).create()
  return { user, token }
}

const INVALID_EN = 'The saved login is no longer valid. Log in again.'

test.group('API user/auth/token-legacy', (group) => {
  group.each.setup(isolateDatabase)

  test('exchanges a legacy login and token for new credentials, once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await legacyAccount()

    const response = await client
      .post(pathFor('api.accounts.legacy_exchanges.store'))
      .header('Access-Token', LEGACY_TOKEN)
      .json({ login: 'oldtimer' })

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.user, {
      id: user.id,
      login: 'OldTimer',
      avatarOrSkin: null,
      referralCode: user.referralCode,
    })
    assert.equal(rawSetCookie(response, 'access_id')?.value, body.accessId)
    const session = await UserSession.findOrFail(body.accessId)
    assert.equal(session.userId, user.id)
    assert.equal(session.source, 'site')
    await token.refresh()
    assert.isNotNull(token.exchangedAt)

    const state = await client
      .get(pathFor('api.accounts.sessions.show'))
      .header('Access-Id', body.accessId)
      .header('Access-Token', body.accessToken)
    state.assertStatus(200)
  })

  test('refuses the same legacy token the second time with 401 and error_code 1106', async ({
    client,
    assert,
  }) => {
    await legacyAccount()
    const exchange = () =>
      client
        .post(pathFor('api.accounts.legacy_exchanges.store'))
        .header('Access-Token', LEGACY_TOKEN)
        .header('Accept-Language', 'en')
        .json({ login: 'OldTimer' })

    const first = await exchange()
    first.assertStatus(200)
    const second = await exchange()

    second.assertStatus(401)
    second.assertBody({
      error: 'legacy_token',
      error_code: 1106,
      error_message: INVALID_EN,
      details: { type: 'legacy_token', description: INVALID_EN },
    })
    assert.isUndefined(rawSetCookie(second, 'access_id'))
    assert.lengthOf(await UserSession.all(), 1)
  })

  test('lets only one of 10 concurrent uses of a legacy token through', async ({
    client,
    assert,
  }) => {
    await legacyAccount()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(pathFor('api.accounts.legacy_exchanges.store'))
          .header('Access-Token', LEGACY_TOKEN)
          .json({ login: 'OldTimer' })
      )
    )

    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, ...Array(9).fill(401)])
  })

  test('refuses {case} with the same 401')
    .with([
      { case: 'a wrong token', login: 'OldTimer', token: 'another-token' },
      { case: 'an unknown login', login: 'Nobody_1', token: LEGACY_TOKEN },
      { case: 'the token of another account', login: 'Someone_2', token: LEGACY_TOKEN },
      { case: 'a login no account can have', login: 'Стив', token: LEGACY_TOKEN },
    ])
    .run(async ({ client, assert }, { login, token }) => {
      await legacyAccount()
      await UserFactory.merge({ nickname: 'Someone_2' }).create()

      const response = await client
        .post(pathFor('api.accounts.legacy_exchanges.store'))
        .header('Access-Token', token)
        .json({ login })

      response.assertStatus(401)
      response.assertBodyContains({ error_code: 1106 })
      const stored = await LegacyAccessToken.firstOrFail()
      assert.isNull(stored.exchangedAt)
    })

  test('refuses an already exchanged token imported as such', async ({ client }) => {
    const user = await UserFactory.merge({ nickname: 'Imported' }).create()
    await LegacyAccessTokenFactory.apply('exchanged')
      .merge({ userId: user.id, tokenHash: hashSecretToken(LEGACY_TOKEN) })
      .create()

    const response = await client
      .post(pathFor('api.accounts.legacy_exchanges.store'))
      .header('Access-Token', LEGACY_TOKEN)
      .json({ login: 'Imported' })
    response.assertStatus(401)
  })

  test('asks for {case} with a §8 validation error')
    .with([
      {
        case: 'the Access-Token header',
        header: undefined,
        body: { login: 'OldTimer' },
        field: 'headers.access-token',
      },
      { case: 'the login', header: LEGACY_TOKEN, body: {}, field: 'login' },
    ])
    .run(async ({ client }, { header, body, field }) => {
      await legacyAccount()
      const request = client.post(pathFor('api.accounts.legacy_exchanges.store')).json(body)
      if (header) request.header('Access-Token', header)

      const response = await request
      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type: field } })
    })

  test('allows 10 attempts a minute per IP, then answers 429', async ({ client }) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await client
        .post(pathFor('api.accounts.legacy_exchanges.store'))
        .header('Access-Token', `guess-${attempt}`)
        .json({ login: 'OldTimer' })
      response.assertStatus(401)
    }

    const response = await client
      .post(pathFor('api.accounts.legacy_exchanges.store'))
      .header('Access-Token', 'guess-11')
      .json({ login: 'OldTimer' })
    response.assertStatus(429)
    response.assertBodyContains({ error_code: 429 })
  })
})
