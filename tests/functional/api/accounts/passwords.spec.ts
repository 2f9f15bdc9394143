import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import AccountHistoryEntry from '#models/account_history_entry'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { endedAt, openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

const OLD_PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'a brand new passphrase'
const URL = pathFor('api.accounts.passwords.update')

async function playerWithPassword() {
  return UserFactory.merge({ password: await hash.make(OLD_PASSWORD) }).create()
}

const validChange = {
  currentPassword: OLD_PASSWORD,
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
}

async function passwordOf(user: User) {
  const row = await User.findOrFail(user.id)
  return row.password!
}

test.group('API user/settings/password/update', (group) => {
  group.each.setup(isolateDatabase)

  test('changes the password, ends the other sessions and records the change', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const current = await openSession(user)
    const other = await openSession(user)

    const response = await client.post(URL).headers(sessionHeaders(current)).json(validChange)

    response.assertStatus(200)
    response.assertBody({ otherSessionsEnded: 1 })
    assert.isTrue(await hash.verify(await passwordOf(user), NEW_PASSWORD))
    const refused = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .headers(sessionHeaders(other))
    refused.assertStatus(401)
    const kept = await client
      .get(pathFor('api.accounts.active_sessions.index'))
      .headers(sessionHeaders(current))
    kept.assertStatus(200)
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.action, 'password_changed')
    assert.equal(entry.sessionId, current.accessId)
  })

  test('keeps the other sessions with terminateOtherSessions false', async ({ client, assert }) => {
    const user = await playerWithPassword()
    const current = await openSession(user)
    const other = await openSession(user)

    const response = await client
      .post(URL)
      .headers(sessionHeaders(current))
      .json({ ...validChange, terminateOtherSessions: false })

    response.assertBody({ otherSessionsEnded: 0 })
    assert.isNull(await endedAt(other.accessId))
  })

  test('refuses a wrong current password with error 1202 on currentPassword', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const before = await passwordOf(user)

    const response = await client
      .post(URL)
      .header('Accept-Language', 'en')
      .loginAs(user)
      .json({ ...validChange, currentPassword: 'not my password' })

    response.assertStatus(400)
    response.assertBody({
      error: 'currentPassword',
      error_code: 1202,
      error_message: 'The current password is wrong.',
      details: { type: 'currentPassword', description: 'The current password is wrong.' },
    })
    assert.equal(await passwordOf(user), before)
  })

  test('answers 429 with Retry-After after five wrong current passwords', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const attempt = (currentPassword: string) =>
      client
        .post(URL)
        .header('Accept-Language', 'en')
        .loginAs(user)
        .json({ ...validChange, currentPassword })

    for (let i = 0; i < 5; i++) {
      const refused = await attempt('wrong')
      refused.assertStatus(400)
    }
    const blocked = await attempt(OLD_PASSWORD)

    blocked.assertStatus(429)
    blocked.assertBodyContains({ error: 'rate_limited', error_code: 429 })
    assert.isAbove(Number(blocked.header('retry-after')), 0)
    assert.match(blocked.body().error_message, /^Too many attempts\. Try again in \d+ seconds?\.$/)
    assert.isTrue(await hash.verify(await passwordOf(user), OLD_PASSWORD))
  })

  test('counts wrong attempts per account, not across accounts', async ({ client }) => {
    const first = await playerWithPassword()
    const second = await playerWithPassword()
    for (let i = 0; i < 5; i++) {
      await client
        .post(URL)
        .loginAs(first)
        .json({ ...validChange, currentPassword: 'wrong' })
    }

    const response = await client.post(URL).loginAs(second).json(validChange)

    response.assertStatus(200)
  })

  test('lets an OAuth-only account set its first password', async ({ client, assert }) => {
    const user = await UserFactory.apply('oauthOnly').create()

    const response = await client
      .post(URL)
      .loginAs(user)
      .json({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })

    response.assertStatus(200)
    assert.isTrue(await hash.verify(await passwordOf(user), NEW_PASSWORD))
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.action, 'password_set')
  })

  test('refuses {field} with "{message}"')
    .with([
      {
        field: 'currentPassword',
        body: { currentPassword: undefined },
        message: 'Fill in the current password',
      },
      {
        field: 'currentPassword',
        body: { currentPassword: 12345678 },
        message: 'The current password must be text',
      },
      { field: 'password', body: { password: undefined }, message: 'Fill in the password' },
      {
        field: 'password',
        body: { password: 'short', passwordConfirmation: 'short' },
        message: 'The password must be at least 8 characters',
      },
      {
        field: 'password',
        body: { password: 'z'.repeat(129), passwordConfirmation: 'z'.repeat(129) },
        message: 'The password must be at most 128 characters',
      },
      {
        field: 'passwordConfirmation',
        body: { passwordConfirmation: 'a different passphrase' },
        message: 'Password mismatch',
      },
      {
        field: 'passwordConfirmation',
        body: { passwordConfirmation: undefined },
        message: 'Password mismatch',
      },
      {
        field: 'terminateOtherSessions',
        body: { terminateOtherSessions: 'sometimes' },
        message: 'Ending other sessions must be yes or no',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await playerWithPassword()
      const before = await passwordOf(user)

      const response = await client
        .post(URL)
        .header('Accept-Language', 'en')
        .loginAs(user)
        .json({ ...validChange, ...row.body })

      response.assertStatus(400)
      response.assertBody({
        error: 'validation',
        error_code: 400,
        error_message: row.message,
        details: {
          type: row.field,
          description: row.message,
          fields: { [row.field]: [row.message] },
        },
      })
      assert.equal(await passwordOf(user), before)
    })

  test('says "Пароли не совпадают" in Russian', async ({ client }) => {
    const user = await playerWithPassword()

    const response = await client
      .post(URL)
      .header('Accept-Language', 'ru')
      .loginAs(user)
      .json({ ...validChange, passwordConfirmation: 'другая фраза' })

    response.assertBodyContains({ error_message: 'Пароли не совпадают' })
  })

  test('answers 401 without a session', async ({ client }) => {
    const response = await client.post(URL).json(validChange)

    response.assertStatus(401)
    response.assertBodyContains({ error: 'unauthorized', error_code: 401 })
  })
})
