import { test } from '@japa/runner'
import UserSession from '#models/user_session'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie, withRawCookies } from '#tests/support/http'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

test.group('Logout page', (group) => {
  group.each.setup(isolateDatabase)

  test('asks "Log out?" on the empty-layout page', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'accounts.logout.show'))
      .withInertia()
      .loginAs(user)

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/logout/show')
    response.assertInertiaPropsContains({ currentUser: { id: user.id } })
  })

  test('stays reachable in launcher mode', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('ru', 'accounts.logout.show'))
      .header('X-Launcher', '1')
      .withInertia()
      .loginAs(user)
    response.assertInertiaComponent('accounts/logout/show')
  })

  test('logs out: ends the session, clears both cookies, warns, goes home', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const response = await withRawCookies(client.post(pagePath('ru', 'accounts.logout.store')), {
      access_id: accessId,
      access_token: accessToken,
    })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('ru', 'platform.home.show'))
    response.assertFlashMessage('warn', 'accounts.logout.logged_out')
    assert.equal(rawSetCookie(response, 'access_id')?.value, '')
    assert.equal(rawSetCookie(response, 'access_token')?.value, '')
    const session = await UserSession.findOrFail(accessId)
    assert.isNotNull(session.terminatedAt)

    // The old cookies are refused on the very next request.
    const next = await withRawCookies(client.get(pagePath('ru', 'platform.home.show')), {
      access_id: accessId,
      access_token: accessToken,
    }).withInertia()
    next.assertInertiaPropsContains({ currentUser: null })
  })

  test('shows the "logged out" warning translated', async ({ client, assert }) => {
    const response = await client
      .get(pagePath('en', 'platform.home.show'))
      .withInertia()
      .withFlashMessages({ warn: 'accounts.logout.logged_out' })
    assert.containsSubset(response.body().flash.notifications, [
      { type: 'warn', text: 'You have logged out' },
    ])
  })

  test('drops the stale cookies of a terminated session that lands here', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken, session } = await openSession(user)
    await new SessionTokenService().terminate(session)

    const response = await withRawCookies(client.get(pagePath('en', 'accounts.logout.show')), {
      access_id: accessId,
      access_token: accessToken,
    }).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
    response.assertFlashMessage('warn', 'accounts.logout.logged_out')
    assert.equal(rawSetCookie(response, 'access_id')?.value, '')
  })

  test('sends a guest without a login home without a warning', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.logout.show')).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
    response.assertFlashMissing('warn')
  })

  test('refuses a logout form without the CSRF token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const response = await withRawCookies(client.post(pagePath('ru', 'accounts.logout.store')), {
      access_id: accessId,
      access_token: accessToken,
    }).redirects(0)

    // Shield sends the browser back; the session lives on.
    response.assertStatus(302)
    assert.isUndefined(rawSetCookie(response, 'access_id'))
    const session = await UserSession.findOrFail(accessId)
    assert.isNull(session.terminatedAt)
  })
})
