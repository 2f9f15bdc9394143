import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import AccountHistoryEntry from '#models/account_history_entry'
import PasswordResetToken from '#models/password_reset_token'
import type User from '#models/user'
import UserSession from '#models/user_session'
import SessionTokenService from '#services/accounts/session_token_service'
import { PasswordResetTokenFactory } from '#database/factories/password_reset_token_factory'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { newSecretToken } from '#data/secret_tokens'
import { pathFor } from '#tests/support/urls'

const NEW_PASSWORD = 'a fresh passphrase 42'

/** A reset link of the user whose token the test knows; states: 'expired', 'used'. */
async function resetLink(user: User, state?: 'expired' | 'used') {
  const { token, hash: tokenHash } = newSecretToken()
  const factory = state ? PasswordResetTokenFactory.apply(state) : PasswordResetTokenFactory
  const link = await factory.merge({ userId: user.id, tokenHash }).create()
  return { token, link }
}

const update = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
  ...overrides,
})

test.group('API user/reset/status', (group) => {
  group.each.setup(isolateDatabase)

  test('answers {valid: true, expiresAt} for a working link', async ({ client }) => {
    const user = await UserFactory.create()
    const { token, link } = await resetLink(user)

    const response = await client
      .post(pathFor('api.accounts.password_restores.show'))
      .json({ token })

    response.assertStatus(200)
    await link.refresh()
    response.assertBody({ valid: true, expiresAt: link.expiresAt.toUTC().toISO() })
  })

  test('refuses {case} with error_code {code}')
    .with([
      {
        case: 'an unknown link',
        state: 'unknown',
        code: 1301,
        message:
          'This link is not valid. Open the link from the latest letter or ask for a new one.',
      },
      {
        case: 'an expired link',
        state: 'expired',
        code: 1302,
        message: 'This link has expired. Ask for a new letter.',
      },
      {
        case: 'a used link',
        state: 'used',
        code: 1303,
        message:
          'This link was already used. Ask for a new letter if you need to change the password again.',
      },
    ] as const)
    .run(async ({ client }, row) => {
      const user = await UserFactory.create()
      const { token } =
        row.state === 'unknown'
          ? { token: randomBytes(32).toString('base64url') }
          : await resetLink(user, row.state)

      const response = await client
        .post(pathFor('api.accounts.password_restores.show'))
        .header('Accept-Language', 'en')
        .json({ token })

      response.assertStatus(400)
      response.assertBody({
        error: 'token',
        error_code: row.code,
        error_message: row.message,
        details: { type: 'token', description: row.message },
      })
    })

  test('explains an expired link in Russian', async ({ client }) => {
    const { token } = await resetLink(await UserFactory.create(), 'expired')

    const response = await client
      .post(pathFor('api.accounts.password_restores.show'))
      .header('Accept-Language', 'ru')
      .json({ token })

    response.assertBodyContains({
      error_code: 1302,
      error_message: 'Срок действия ссылки истёк. Запросите новое письмо.',
    })
  })

  test('refuses a missing token with a §8 validation error', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.password_restores.show'))
      .header('Accept-Language', 'en')
      .json({})

    response.assertStatus(400)
    response.assertBodyContains({
      error: 'validation',
      error_message: 'Fill in the link',
      details: { type: 'token' },
    })
  })
})

test.group('API reset link checks', (group) => {
  group.each.setup(isolateDatabase)

  test('limits one IP to 30 link checks and uses in 10 minutes', async ({ client, assert }) => {
    for (let i = 0; i < 30; i++) {
      const response = await client
        .post(pathFor('api.accounts.password_restores.show'))
        .json({ token: `guess-${i}` })
      response.assertStatus(400)
    }
    const limited = await client
      .post(pathFor('api.accounts.password_restores.update'))
      .json(update('guess-31'))

    limited.assertStatus(429)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })
})

test.group('API user/reset/update-password', (group) => {
  group.each.setup(isolateDatabase)

  test('sets the password, uses the link, ends every session and records it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const sessions = await Promise.all(
      ['site', 'launcher'].map((source) =>
        new SessionTokenService().create(user, {
          source: source as 'site' | 'launcher',
          browser: 'Firefox 140',
          system: 'Linux',
          ip: '127.0.0.1',
        })
      )
    )
    const { token, link } = await resetLink(user)
    const other = await resetLink(user)

    const response = await client
      .post(pathFor('api.accounts.password_restores.update'))
      .header('X-Forwarded-For', '203.0.113.77')
      .json(update(token))

    response.assertStatus(200)
    response.assertBody({ changed: true })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, NEW_PASSWORD))
    await link.refresh()
    assert.isNotNull(link.usedAt)
    await other.link.refresh()
    assert.isNotNull(other.link.usedAt, 'the other links of the account are void')
    for (const { accessId } of sessions) {
      const session = await UserSession.findOrFail(accessId)
      assert.isNotNull(session.terminatedAt)
    }
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.containsSubset(entry.serialize(), {
      target: 'password',
      action: 'password_reset',
      sessionId: null,
      ip: '203.0.113.77',
    })
  })

  test('refuses the same link a second time', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { token } = await resetLink(user)

    const first = await client
      .post(pathFor('api.accounts.password_restores.update'))
      .json(update(token))
    first.assertStatus(200)
    const again = await client.post(pathFor('api.accounts.password_restores.update')).json(
      update(token, {
        password: 'yet another passphrase',
        passwordConfirmation: 'yet another passphrase',
      })
    )

    again.assertStatus(400)
    again.assertBodyContains({ error_code: 1303 })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, NEW_PASSWORD))
  })

  test('refuses {case} and keeps the password')
    .with([
      { case: 'an expired link', state: 'expired', code: 1302 },
      { case: 'a used link', state: 'used', code: 1303 },
      { case: 'an unknown link', state: 'unknown', code: 1301 },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const before = user.password
      const { token } =
        row.state === 'unknown' ? { token: 'no-such-token' } : await resetLink(user, row.state)

      const response = await client
        .post(pathFor('api.accounts.password_restores.update'))
        .json(update(token))

      response.assertStatus(400)
      response.assertBodyContains({ error: 'token', error_code: row.code })
      await user.refresh()
      assert.equal(user.password, before)
    })

  test('shows the field error {message} for {field}')
    .with([
      { field: 'token', input: { token: undefined }, message: 'Fill in the link' },
      { field: 'password', input: { password: undefined }, message: 'Fill in the password' },
      {
        field: 'password',
        input: { password: 'short', passwordConfirmation: 'short' },
        message: 'The password must be at least 8 characters',
      },
      {
        field: 'password',
        input: { password: 'p'.repeat(129), passwordConfirmation: 'p'.repeat(129) },
        message: 'The password must be at most 128 characters',
      },
      {
        field: 'passwordConfirmation',
        input: { passwordConfirmation: 'something else' },
        message: 'Password mismatch',
      },
      {
        field: 'passwordConfirmation',
        input: { passwordConfirmation: undefined },
        message: 'Password mismatch',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const { token, link } = await resetLink(user)

      const response = await client
        .post(pathFor('api.accounts.password_restores.update'))
        .header('Accept-Language', 'en')
        .json(update(token, row.input))

      response.assertStatus(400)
      assert.containsSubset(response.body(), {
        error: 'validation',
        details: { fields: { [row.field]: [row.message] } },
      })
      await link.refresh()
      assert.isNull(link.usedAt, 'a refused form leaves the link usable')
    })

  test('says "Password mismatch" in Russian', async ({ client }) => {
    const { token } = await resetLink(await UserFactory.create())

    const response = await client
      .post(pathFor('api.accounts.password_restores.update'))
      .header('Accept-Language', 'ru')
      .json(update(token, { passwordConfirmation: 'другое' }))

    response.assertBodyContains({ error_message: 'Пароли не совпадают' })
  })
})

test.group('API user/reset/update-password race', (group) => {
  group.each.setup(freshDatabase)

  test('changes the password exactly once for 20 simultaneous uses of one link', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { token } = await resetLink(user)

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.post(pathFor('api.accounts.password_restores.update')).json(
          update(token, {
            password: `racing password ${index}`,
            passwordConfirmation: `racing password ${index}`,
          })
        )
      )
    )

    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','))
    for (const response of responses.filter((item) => item.status() !== 200)) {
      response.assertStatus(400)
      response.assertBodyContains({ error_code: 1303 })
    }
    const winner = responses.findIndex((response) => response.status() === 200)
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, `racing password ${winner}`))
    const entries = await AccountHistoryEntry.query().where('user_id', user.id)
    assert.lengthOf(entries, 1)
    const link = await PasswordResetToken.query().where('user_id', user.id).firstOrFail()
    assert.isNotNull(link.usedAt)
  })
})
