import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import AccountHistoryEntry from '#models/account_history_entry'
import UserSession from '#models/user_session'
import type User from '#models/user'
import SessionTokenService from '#services/accounts/session_token_service'
import { PasswordResetTokenFactory } from '#database/factories/password_reset_token_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie, withRawCookies } from '#tests/support/http'
import { newSecretToken } from '#data/secret_tokens'
import { pagePath } from '#tests/support/urls'

const NEW_PASSWORD = 'restored passphrase 7'

async function resetLink(user: User, state?: 'expired' | 'used') {
  const { token, hash: tokenHash } = newSecretToken()
  const factory = state ? PasswordResetTokenFactory.apply(state) : PasswordResetTokenFactory
  const link = await factory.merge({ userId: user.id, tokenHash }).create()
  await link.refresh()
  return { token, link }
}

const form = (token: string, overrides: Record<string, string | undefined> = {}) => ({
  token,
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
  ...overrides,
})

test.group('Password restore page', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the new password form for a working link', async ({ client }) => {
    const { token, link } = await resetLink(await UserFactory.create())

    const response = await client
      .get(pagePath('en', 'accounts.password_restores.edit'))
      .qs({ token })
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/password_restores/edit')
    response.assertInertiaPropsContains({
      token,
      problem: null,
      expiresAt: link.expiresAt.toUTC().toISO(),
    })
  })

  test('explains {problem} link instead of the form')
    .with([
      { problem: 'an unknown', state: 'unknown', expected: 'invalid' },
      { problem: 'a missing', state: 'missing', expected: 'invalid' },
      { problem: 'an expired', state: 'expired', expected: 'expired' },
      { problem: 'a used', state: 'used', expected: 'used' },
    ] as const)
    .run(async ({ client }, row) => {
      const user = await UserFactory.create()
      const link =
        row.state === 'expired' || row.state === 'used' ? await resetLink(user, row.state) : null
      const query = row.state === 'missing' ? {} : { token: link?.token ?? 'made-up' }

      const response = await client
        .get(pagePath('ru', 'accounts.password_restores.edit'))
        .qs(query)
        .withInertia()

      response.assertInertiaComponent('accounts/password_restores/edit')
      response.assertInertiaPropsContains({ problem: row.expected, expiresAt: null })
    })
})

test.group('Password restore', (group) => {
  group.each.setup(isolateDatabase)

  test('sets the password, logs every device out and sends the player to login', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const browser = await new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Firefox 140',
      system: 'Linux',
      ip: '127.0.0.1',
    })
    const { token } = await resetLink(user)

    const response = await withRawCookies(
      client.put(pagePath('en', 'accounts.password_restores.update')),
      {
        access_id: browser.accessId,
        access_token: browser.accessToken,
      }
    )
      .form(form(token))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.sessions.create'))
    response.assertFlashMessage('success', 'accounts.password_restores.changed')
    assert.equal(rawSetCookie(response, 'access_id')?.value, '')
    assert.equal(rawSetCookie(response, 'access_token')?.value, '')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, NEW_PASSWORD))
    const session = await UserSession.findOrFail(browser.accessId)
    assert.isNotNull(session.terminatedAt)
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.action, 'password_reset')
  })

  test('shows "password changed" in {lang} on the login page')
    .with([
      { lang: 'en', text: 'Password changed. Log in with the new password.' },
      { lang: 'ru', text: 'Пароль изменён. Войдите с новым паролем.' },
    ])
    .run(async ({ client, assert }, row) => {
      const { token } = await resetLink(await UserFactory.create())

      const restore = await client
        .put(`/${row.lang}/restore`)
        .form(form(token))
        .withCsrfToken()
        .redirects(0)
      // The browser follows with the renewed session id, which carries the flash.
      const response = await client
        .get(restore.header('location')!)
        .withFlashMessages(restore.flashMessages())
        .withInertia()

      response.assertInertiaComponent('accounts/sessions/create')
      assert.deepEqual(
        response
          .body()
          .flash.notifications.map((item: { type: string; text: string }) => [
            item.type,
            item.text,
          ]),
        [['success', row.text]]
      )
    })

  test('refuses a link used before and keeps the password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const before = user.password
    const { token } = await resetLink(user, 'used')

    const response = await client
      .put(pagePath('en', 'accounts.password_restores.update'))
      .header('referer', pagePath('en', 'accounts.password_restores.edit', {}, { token }))
      .form(form(token))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath('en', 'accounts.password_restores.edit', {}, { token })
    )
    response.assertFlashMessage('error', { key: 'accounts.password_restores.link_used', data: {} })
    await user.refresh()
    assert.equal(user.password, before)
  })

  test('refuses an expired link with its notice', async ({ client }) => {
    const { token } = await resetLink(await UserFactory.create(), 'expired')

    const response = await client
      .put(pagePath('en', 'accounts.password_restores.update'))
      .form(form(token))
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('error', {
      key: 'accounts.password_restores.link_expired',
      data: {},
    })
  })

  test('shows the field error {message} for {field}')
    .with([
      {
        lang: 'en',
        field: 'password',
        input: { password: 'short', passwordConfirmation: 'short' },
        message: 'The password must be at least 8 characters',
      },
      { lang: 'en', field: 'password', input: { password: '' }, message: 'Fill in the password' },
      {
        lang: 'en',
        field: 'passwordConfirmation',
        input: { passwordConfirmation: 'not the same' },
        message: 'Password mismatch',
      },
      {
        lang: 'ru',
        field: 'passwordConfirmation',
        input: { passwordConfirmation: 'не тот' },
        message: 'Пароли не совпадают',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      const { token, link } = await resetLink(user)

      const response = await client
        .put(`/${row.lang}/restore`)
        .header('referer', `/${row.lang}/restore?token=${token}`)
        .form(form(token, row.input))
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/password_restores/edit')
      assert.deepEqual(response.inertiaProps.errors, { [row.field]: row.message })
      await link.refresh()
      assert.isNull(link.usedAt)
    })
})
