import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie, siteUrl } from '#tests/support/http'
import { FAKE_SITE_KEY, FakeRecaptcha, useRecaptcha } from '#tests/support/fake_recaptcha'
import { pagePath } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

async function player() {
  return UserFactory.merge({
    nickname: 'Steve_1',
    email: 'steve@example.com',
    password: await hash.make(PASSWORD),
  }).create()
}

test.group('Login page', (group) => {
  group.each.setup(isolateDatabase)

  test('renders the login form in {locale}')
    .with([{ locale: 'ru' }, { locale: 'en' }])
    .run(async ({ client }, { locale }) => {
      const response = await client.get(`/${locale}/login`).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('accounts/sessions/create')
      response.assertInertiaPropsContains({ locale, returnTo: null, recaptchaSiteKey: null })
    })

  test('keeps a safe return path and drops one to another site', async ({ client }) => {
    const safe = await client
      .get(pagePath('ru', 'accounts.sessions.create'))
      .qs({ return: pagePath('ru', 'accounts.cabinet.show', {}, { tab: '2' }) })
      .withInertia()
    safe.assertInertiaPropsContains({
      returnTo: pagePath('ru', 'accounts.cabinet.show', {}, { tab: '2' }),
    })

    const evil = await client
      .get(pagePath('ru', 'accounts.sessions.create'))
      .qs({ return: '//evil.example/ru' })
      .withInertia()
    evil.assertInertiaPropsContains({ returnTo: null })
  })

  test('sends a logged-in player back instead of showing the form', async ({ client }) => {
    const user = await player()
    const response = await client
      .get(pagePath('ru', 'accounts.sessions.create'))
      .header('referer', siteUrl(pagePath('ru', 'economy.store.show')))
      .loginAs(user)
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('ru', 'economy.store.show'))
  })

  test('logs in: sets the login cookies, flashes "logged in" and goes home', async ({
    client,
    assert,
  }) => {
    const user = await player()
    const response = await client
      .post(pagePath('en', 'accounts.sessions.store'))
      .header('User-Agent', CHROME_WINDOWS)
      .form({ login: 'STEVE_1', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
    response.assertFlashMessage('success', 'accounts.sessions.logged_in')
    const accessId = rawSetCookie(response, 'access_id')!.value
    const session = await UserSession.findOrFail(accessId)
    assert.equal(session.userId, user.id)
    assert.containsSubset(session.serialize(), {
      source: 'site',
      browser: 'Chrome 120',
      system: 'Windows 10',
    })
    assert.isTrue(rawSetCookie(response, 'access_token')!.httpOnly)
  })

  test('returns to the page that asked for the login', async ({ client }) => {
    await player()
    const response = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .form({
        login: 'Steve_1',
        password: PASSWORD,
        returnTo: pagePath('ru', 'accounts.active_sessions.index'),
      })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', pagePath('ru', 'accounts.active_sessions.index'))
  })

  test('ignores a return path to another site', async ({ client }) => {
    await player()
    const response = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .form({ login: 'Steve_1', password: PASSWORD, returnTo: 'https://evil.example/' })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', pagePath('ru', 'platform.home.show'))
  })

  test('a zero-width return path ends on this site after login', async ({ client, assert }) => {
    await player()
    const login = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .form({ login: 'Steve_1', password: PASSWORD, returnTo: '/%E2%80%8B/evil.example' })
      .withCsrfToken()
      .redirects(0)
    const next = await client.get(login.header('location')!).redirects(0)

    next.assertStatus(301)
    assert.equal(
      new URL(next.header('location')!, siteUrl('/')).origin,
      new URL(siteUrl('/')).origin
    )
  })

  test('shows the player as logged in on the next page', async ({ client }) => {
    await player()
    const login = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .form({ login: 'Steve_1', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    const accessId = rawSetCookie(login, 'access_id')!.value
    const accessToken = rawSetCookie(login, 'access_token')!.value

    const home = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
      .withInertia()
    home.assertInertiaPropsContains({ currentUser: { login: 'Steve_1' } })
  })

  test('refuses {case} with one error under the password and no cookies')
    .with([
      { case: 'a wrong password', login: 'Steve_1', password: 'wrong password' },
      { case: 'an unknown login', login: 'Nobody_1', password: PASSWORD },
      { case: 'an OAuth-only account', login: 'Oauth_1', password: PASSWORD },
    ])
    .run(async ({ client, assert }, { login, password }) => {
      await player()
      await UserFactory.apply('oauthOnly').merge({ nickname: 'Oauth_1' }).create()

      const response = await client
        .post(pagePath('ru', 'accounts.sessions.store'))
        .header('referer', siteUrl(pagePath('ru', 'accounts.sessions.create')))
        .form({ login, password })
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', siteUrl(pagePath('ru', 'accounts.sessions.create')))
      assert.deepEqual(response.flashMessage('inputErrorsBag'), {
        password: ['Неверный логин или пароль'],
      })
      assert.isUndefined(response.flashMessage('error'))
      assert.isUndefined(rawSetCookie(response, 'access_id'))
    })

  test('shows a wrong password on the form, in the page language', async ({ client, assert }) => {
    await player()
    const response = await client
      .post(pagePath('en', 'accounts.sessions.store'))
      .header('referer', siteUrl(pagePath('en', 'accounts.sessions.create')))
      .form({ login: 'Steve_1', password: 'wrong password' })
      .withCsrfToken()
      .withInertia()

    response.assertInertiaComponent('accounts/sessions/create')
    response.assertInertiaPropsContains({ errors: { password: 'Wrong login or password' } })
    assert.notProperty(response.body().flash, 'notifications')
  })

  test('puts field errors on the form for {case}')
    .with([
      { case: 'an empty login', form: { password: PASSWORD }, field: 'login' },
      { case: 'an empty password', form: { login: 'Steve_1' }, field: 'password' },
    ])
    .run(async ({ client, assert }, { form, field }) => {
      const response = await client
        .post(pagePath('ru', 'accounts.sessions.store'))
        .header('referer', siteUrl(pagePath('ru', 'accounts.sessions.create')))
        .form(form)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      assert.property(response.flashMessage('inputErrorsBag'), field)
    })

  test('names the login field as the form labels it, in {locale}')
    .with([
      { locale: 'ru', message: 'Заполните поле «никнейм или e-mail»' },
      { locale: 'en', message: 'Fill in the nickname or e-mail' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const response = await client
        .post(`/${locale}/login`)
        .form({ password: PASSWORD })
        .withCsrfToken()
        .redirects(0)

      assert.deepEqual(response.flashMessage('inputErrorsBag').login, [message])
    })

  test('logs nobody in from a form without the CSRF token', async ({ client, assert }) => {
    await player()
    const response = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .form({ login: 'Steve_1', password: PASSWORD })
      .redirects(0)

    // Shield sends the browser back to the form; no session is opened.
    response.assertStatus(302)
    assert.isUndefined(rawSetCookie(response, 'access_id'))
    assert.lengthOf(await UserSession.all(), 0)
  })

  test('tells a player over the limit to wait N seconds, on the form', async ({ client }) => {
    await player()
    for (let attempt = 0; attempt < 10; attempt++) {
      await client
        .post(pagePath('ru', 'accounts.sessions.store'))
        .form({ login: 'Steve_1', password: 'wrong password' })
        .withCsrfToken()
        .redirects(0)
    }

    const response = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .header('referer', siteUrl(pagePath('ru', 'accounts.sessions.create')))
      .form({ login: 'Steve_1', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', siteUrl(pagePath('ru', 'accounts.sessions.create')))
    const flashed = response.flashMessage('error') as { key: string; data: { seconds: number } }
    response.assertFlashMessage('error', { key: 'errors.rate_limited', data: flashed.data })
  })
})

test.group('Login page with the captcha on', (group) => {
  let fake: FakeRecaptcha
  group.setup(async () => {
    fake = await FakeRecaptcha.start()
    return () => fake.close()
  })
  group.each.setup(isolateDatabase)
  group.each.setup(() => useRecaptcha(fake.url))

  test("shares the site key with the page, which then loads Google's script", async ({
    client,
  }) => {
    const response = await client.get(pagePath('ru', 'accounts.sessions.create')).withInertia()
    response.assertInertiaPropsContains({ recaptchaSiteKey: FAKE_SITE_KEY })
  })

  test('flashes the captcha failure and logs nobody in', async ({ client, assert }) => {
    await player()
    const response = await client
      .post(pagePath('ru', 'accounts.sessions.store'))
      .header('referer', siteUrl(pagePath('ru', 'accounts.sessions.create')))
      .form({ login: 'Steve_1', password: PASSWORD, recaptcha: 'token-bot' })
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('error', { key: 'accounts.captcha.failed', data: {} })
    assert.isUndefined(rawSetCookie(response, 'access_id'))
  })
})
