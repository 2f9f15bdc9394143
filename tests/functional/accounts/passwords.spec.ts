import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import AccountHistoryEntry from '#models/account_history_entry'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { AccountHistoryEntryFactory } from '#database/factories/account_history_entry_factory'
import { isolateDatabase } from '#tests/support/database'
import { endedAt, openSession, sessionHeaders } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

const OLD_PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'a brand new passphrase'

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

test.group('Cabinet password page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page with a return path', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.passwords.edit')).redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'accounts.passwords.edit') }
      )
    )
  })

  test('renders the form and the password history with its sessions', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const session = await UserSessionFactory.merge({
      userId: user.id,
      browser: 'Chrome 140',
      system: 'Windows 10',
    }).create()
    const entry = await AccountHistoryEntryFactory.merge({
      userId: user.id,
      sessionId: session.id,
      ip: '203.0.113.9',
      details: { otherSessionsEnded: '2' },
      createdAt: DateTime.utc().startOf('second'),
    }).create()
    await AccountHistoryEntryFactory.apply('mail').merge({ userId: user.id }).create()
    const stranger = await UserFactory.create()
    await AccountHistoryEntryFactory.merge({ userId: stranger.id }).create()

    const response = await client
      .get(pagePath('ru', 'accounts.passwords.edit'))
      .loginAs(user)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/passwords/edit')
    response.assertInertiaPropsContains({
      hasPassword: true,
      history: { target: 'password', meta: { page: 1, perPage: 20, total: 1 } },
    })
    assert.deepEqual(response.inertiaProps.historyEntries, [
      {
        id: entry.id,
        target: 'password',
        action: 'password_changed',
        ip: '203.0.113.9',
        details: { otherSessionsEnded: '2' },
        createdAt: entry.createdAt.toUTC().toISO(),
        session: {
          id: session.id,
          source: 'site',
          browser: 'Chrome 140',
          system: 'Windows 10',
          ip: session.ip,
        },
      },
    ])
  })

  test('shows another target and page of the history from the query', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const now = DateTime.utc()
    for (let day = 1; day <= 21; day++) {
      await AccountHistoryEntryFactory.apply('mail')
        .merge({ userId: user.id, createdAt: now.minus({ days: day }) })
        .create()
    }

    const response = await client
      .get(pagePath('en', 'accounts.passwords.edit'))
      .qs({ history: 'mail', page: '2' })
      .loginAs(user)
      .withInertia()

    response.assertInertiaPropsContains({
      history: { target: 'mail', meta: { page: 2, perPage: 20, total: 21 } },
    })
    assert.lengthOf(response.inertiaProps.historyEntries, 1)
  })

  test('falls back to the password history for an unknown target', async ({ client }) => {
    const user = await playerWithPassword()

    const response = await client
      .get(pagePath('en', 'accounts.passwords.edit'))
      .qs({ history: 'wallet', page: 'x' })
      .loginAs(user)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaPropsContains({
      history: { target: 'password', meta: { page: 1 } },
      historyEntries: [],
    })
  })

  test('tells an OAuth-only account that it sets its first password', async ({ client }) => {
    const user = await UserFactory.apply('oauthOnly').create()

    const response = await client
      .get(pagePath('en', 'accounts.passwords.edit'))
      .loginAs(user)
      .withInertia()

    response.assertInertiaPropsContains({ hasPassword: false })
  })
})

test.group('Cabinet password change', (group) => {
  group.each.setup(isolateDatabase)

  test('changes the password, ends the other sessions and records it', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const current = await openSession(user)
    const other = await openSession(user, { source: 'launcher' })

    const response = await client
      .put(pagePath('en', 'accounts.passwords.update'))
      .headers(sessionHeaders(current))
      .header('X-Forwarded-For', '203.0.113.50')
      .form(validChange)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.passwords.edit'))
    response.assertFlashMessage('success', 'accounts.passwords.changed')
    assert.isTrue(await hash.verify(await passwordOf(user), NEW_PASSWORD))
    assert.isNotNull(await endedAt(other.accessId))
    assert.isNull(await endedAt(current.accessId))
    const refused = await client
      .get(pagePath('en', 'platform.home.show'))
      .headers(sessionHeaders(other))
      .withInertia()
    refused.assertInertiaPropsContains({ currentUser: null })

    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.target, 'password')
    assert.equal(entry.action, 'password_changed')
    assert.equal(entry.sessionId, current.accessId)
    assert.equal(entry.ip, '203.0.113.50')
    assert.deepEqual(entry.details, { otherSessionsEnded: '1' })
  })

  test('shows "Password changed" in the language of the page', async ({ client, assert }) => {
    const user = await playerWithPassword()

    for (const [lang, text] of [
      ['en', 'Password changed'],
      ['ru', 'Пароль изменён'],
    ]) {
      const password = `${NEW_PASSWORD} ${lang}`
      const current = await UserFactory.merge({ password: await hash.make(OLD_PASSWORD) }).create()
      const response = await client
        .put(`/${lang}/cabinet/password`)
        .loginAs(lang === 'en' ? user : current)
        .form({ currentPassword: OLD_PASSWORD, password, passwordConfirmation: password })
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/passwords/edit')
      assert.deepEqual(
        response.body().flash.notifications.map((item: { text: string }) => item.text),
        [text]
      )
    }
  })

  test('keeps the other sessions when asked to', async ({ client, assert }) => {
    const user = await playerWithPassword()
    const current = await openSession(user)
    const other = await openSession(user)

    await client
      .put(pagePath('en', 'accounts.passwords.update'))
      .headers(sessionHeaders(current))
      .form({ ...validChange, terminateOtherSessions: 'false' })
      .withCsrfToken()
      .redirects(0)

    assert.isNull(await endedAt(other.accessId))
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.deepEqual(entry.details, { otherSessionsEnded: '0' })
  })

  test('refuses a wrong current password under its field, changing nothing', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const current = await openSession(user)
    const other = await openSession(user)
    const before = await passwordOf(user)

    const response = await client
      .put(pagePath('en', 'accounts.passwords.update'))
      .headers(sessionHeaders(current))
      .header('referer', pagePath('en', 'accounts.passwords.edit'))
      .form({ ...validChange, currentPassword: 'not my password' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      currentPassword: ['The current password is wrong.'],
    })
    assert.isUndefined(response.flashMessage('error'))
    assert.equal(await passwordOf(user), before)
    assert.isNull(await endedAt(other.accessId))
    const entries = await AccountHistoryEntry.query().where('user_id', user.id)
    assert.lengthOf(entries, 0)
  })

  test('blocks the account from trying after five wrong current passwords', async ({
    client,
    assert,
  }) => {
    const user = await playerWithPassword()
    const attempt = (currentPassword: string) =>
      client
        .put(pagePath('en', 'accounts.passwords.update'))
        .loginAs(user)
        .header('referer', pagePath('en', 'accounts.passwords.edit'))
        .form({ ...validChange, currentPassword })
        .withCsrfToken()
        .redirects(0)

    for (let i = 0; i < 5; i++) {
      const refused = await attempt('wrong')
      refused.assertFlashMessage('inputErrorsBag', {
        currentPassword: ['The current password is wrong.'],
      })
    }
    const blocked = await attempt(OLD_PASSWORD)

    const notice = blocked.flashMessage('error') as { key: string; data: { seconds: number } }
    assert.equal(notice.key, 'errors.rate_limited')
    assert.isAbove(notice.data.seconds, 0)
    assert.isTrue(await hash.verify(await passwordOf(user), OLD_PASSWORD))
  })

  test('lets an OAuth-only account set its first password without a current one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('oauthOnly').create()

    const response = await client
      .put(pagePath('en', 'accounts.passwords.update'))
      .loginAs(user)
      .form({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('success', 'accounts.passwords.changed')
    assert.isTrue(await hash.verify(await passwordOf(user), NEW_PASSWORD))
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.action, 'password_set')
  })

  test('shows the field error {message} for {field}')
    .with([
      {
        field: 'terminateOtherSessions',
        input: { terminateOtherSessions: 'maybe' },
        message: 'Ending other sessions must be yes or no',
      },
      {
        field: 'currentPassword',
        input: { currentPassword: '' },
        message: 'Fill in the current password',
      },
      {
        field: 'currentPassword',
        input: { currentPassword: 'x'.repeat(129) },
        message: 'The current password must be at most 128 characters',
      },
      {
        field: 'password',
        input: { password: 'short', passwordConfirmation: 'short' },
        message: 'The password must be at least 8 characters',
      },
      {
        field: 'password',
        input: { password: 'y'.repeat(129), passwordConfirmation: 'y'.repeat(129) },
        message: 'The password must be at most 128 characters',
      },
      {
        field: 'passwordConfirmation',
        input: { passwordConfirmation: 'something else entirely' },
        message: 'Password mismatch',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await playerWithPassword()
      const before = await passwordOf(user)

      const response = await client
        .put(pagePath('en', 'accounts.passwords.update'))
        .loginAs(user)
        .header('referer', pagePath('en', 'accounts.passwords.edit'))
        .form({ ...validChange, ...row.input })
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/passwords/edit')
      assert.deepEqual(response.inertiaProps.errors, { [row.field]: row.message })
      assert.equal(await passwordOf(user), before)
    })

  test('accepts a matching repeat right after a mismatched one', async ({ client, assert }) => {
    const user = await playerWithPassword()
    const submit = (passwordConfirmation: string) =>
      client
        .put(pagePath('en', 'accounts.passwords.update'))
        .loginAs(user)
        .header('referer', pagePath('en', 'accounts.passwords.edit'))
        .form({ ...validChange, passwordConfirmation })
        .withCsrfToken()
        .redirects(0)

    const first = await submit('not the same at all')
    assert.deepEqual(first.flashMessage('inputErrorsBag'), {
      passwordConfirmation: ['Password mismatch'],
    })
    const second = await submit(NEW_PASSWORD)

    second.assertFlashMessage('success', 'accounts.passwords.changed')
    assert.isTrue(await hash.verify(await passwordOf(user), NEW_PASSWORD))
  })

  test('shows the field errors in Russian on the Russian page', async ({ client }) => {
    const user = await playerWithPassword()

    const response = await client
      .put(pagePath('ru', 'accounts.passwords.update'))
      .loginAs(user)
      .header('referer', pagePath('ru', 'accounts.passwords.edit'))
      .form({ ...validChange, passwordConfirmation: 'другой пароль' })
      .withCsrfToken()
      .withInertia()

    response.assertInertiaPropsContains({ errors: { passwordConfirmation: 'Пароли не совпадают' } })
  })

  test('sends a guest to the login page', async ({ client, assert }) => {
    const response = await client
      .put(pagePath('en', 'accounts.passwords.update'))
      .form(validChange)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/en\/login/)
  })
})
