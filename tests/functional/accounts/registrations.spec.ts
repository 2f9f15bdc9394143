import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import RegistrationService from '#services/accounts/registration_service'
import NicknameTakenException from '#exceptions/nickname_taken_exception'
import User from '#models/user'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { rawSetCookie, siteUrl } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

function registration(overrides: Record<string, unknown> = {}) {
  return {
    login: 'New_Player',
    email: 'new@example.com',
    password: 'correct horse battery',
    passwordConfirmation: 'correct horse battery',
    acceptTerms: 'on',
    ...overrides,
  }
}

test.group('Registration page', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    emitter.fake(['accounts:registered'])
    return () => emitter.restore()
  })

  test('renders the registration form in {locale}')
    .with([{ locale: 'ru' }, { locale: 'en' }])
    .run(async ({ client }, { locale }) => {
      const response = await client.get(`/${locale}/register`).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('accounts/registrations/create')
      response.assertInertiaPropsContains({ returnTo: null, recaptchaSiteKey: null })
    })

  test('sends a logged-in player back instead of showing the form', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pagePath('en', 'accounts.registrations.create'))
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
  })

  test('registers: the account, a session, the cookies, "letter on its way" and home', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(pagePath('en', 'accounts.registrations.store'))
      .form(registration())
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
    response.assertFlashMessage('success', {
      key: 'accounts.registrations.registered',
      data: { email: 'new@example.com' },
    })
    const user = await User.findByOrFail('nickname_key', 'new_player')
    const session = await UserSession.findOrFail(rawSetCookie(response, 'access_id')!.value)
    assert.equal(session.userId, user.id)
  })

  test('returns to the page that sent the visitor to register', async ({ client }) => {
    const response = await client
      .post(pagePath('ru', 'accounts.registrations.store'))
      .form(registration({ returnTo: pagePath('ru', 'economy.store.show') }))
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', pagePath('ru', 'economy.store.show'))
  })

  test('puts the error of {case} on its field')
    .with([
      { case: 'a short nickname', form: { login: 'ab' }, field: 'login' },
      { case: 'a taken nickname', form: { login: 'TAKEN_1' }, field: 'login' },
      { case: 'a malformed e-mail', form: { email: 'nope' }, field: 'email' },
      {
        case: 'a short password',
        form: { password: 'short', passwordConfirmation: 'short' },
        field: 'password',
      },
      {
        case: 'a different repeat',
        form: { passwordConfirmation: 'something else' },
        field: 'passwordConfirmation',
      },
      { case: 'unaccepted terms', form: { acceptTerms: undefined }, field: 'acceptTerms' },
    ])
    .run(async ({ client, assert }, { form, field }) => {
      await UserFactory.merge({ nickname: 'taken_1' }).create()

      const response = await client
        .post(pagePath('ru', 'accounts.registrations.store'))
        .header('referer', siteUrl(pagePath('ru', 'accounts.registrations.create')))
        .form(registration(form))
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', siteUrl(pagePath('ru', 'accounts.registrations.create')))
      assert.property(response.flashMessage('inputErrorsBag'), field)
      assert.isUndefined(rawSetCookie(response, 'access_id'))
    })

  test('says the account is created and the letter is on its way, in {locale}')
    .with([
      {
        locale: 'ru',
        text: 'Аккаунт создан. Письмо для подтверждения e-mail уже в пути — проверьте new@example.com.',
      },
      {
        locale: 'en',
        text: 'Account created. A letter to verify your e-mail is on its way to new@example.com.',
      },
    ])
    .run(async ({ client, assert }, { locale, text }) => {
      const registered = await client
        .post(`/${locale}/register`)
        .form(registration())
        .withCsrfToken()
        .redirects(0)
      // The browser follows with the renewed session id, which carries the flash.
      const response = await client
        .get(registered.header('location')!)
        .withFlashMessages(registered.flashMessages())
        .withInertia()

      response.assertInertiaComponent('platform/home/show')
      assert.deepEqual(
        response.body().flash.notifications.map((item: { text: string }) => item.text),
        [text]
      )
    })

  test('names the login field "nickname", as the form labels it, in {locale}')
    .with([
      { locale: 'ru', message: 'Поле «никнейм» должно содержать не меньше 3 символов' },
      { locale: 'en', message: 'The nickname must be at least 3 characters' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const response = await client
        .post(`/${locale}/register`)
        .form(registration({ login: 'ab' }))
        .withCsrfToken()
        .redirects(0)

      assert.deepEqual(response.flashMessage('inputErrorsBag').login, [message])
    })

  test('writes the inline errors in the page language', async ({ client, assert }) => {
    const response = await client
      .post(pagePath('en', 'accounts.registrations.store'))
      .header('referer', siteUrl(pagePath('en', 'accounts.registrations.create')))
      .form(registration({ passwordConfirmation: 'something else', acceptTerms: undefined }))
      .withCsrfToken()
      .redirects(0)

    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.passwordConfirmation, ['Password mismatch'])
    assert.deepEqual(errors.acceptTerms, [
      'Accept the public offer, the privacy policy and the rules',
    ])
  })

  test('puts a nickname lost to a concurrent registration under the nickname field', async ({
    client,
    assert,
    cleanup,
  }) => {
    // The validator saw the nickname free; the unique index then refused it (the race).
    app.container.swap(RegistrationService, () => {
      return {
        register: async () => {
          throw new NicknameTakenException()
        },
      } as unknown as RegistrationService
    })
    cleanup(() => app.container.restore(RegistrationService))

    const response = await client
      .post(pagePath('en', 'accounts.registrations.store'))
      .header('referer', siteUrl(pagePath('en', 'accounts.registrations.create')))
      .form(registration())
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', siteUrl(pagePath('en', 'accounts.registrations.create')))
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.login, ['This nickname is already taken'])
  })

  test('allows 5 registrations per IP in 10 minutes, then asks to wait', async ({
    client,
    assert,
  }) => {
    for (let index = 0; index < 5; index++) {
      const response = await client
        .post(pagePath('ru', 'accounts.registrations.store'))
        .form(registration({ login: `page_player_${index}`, email: `p${index}@example.com` }))
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.flashMessage('success').key, 'accounts.registrations.registered')
    }

    const response = await client
      .post(pagePath('ru', 'accounts.registrations.store'))
      .header('referer', siteUrl(pagePath('ru', 'accounts.registrations.create')))
      .form(registration({ login: 'page_player_6', email: 'p6@example.com' }))
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', siteUrl(pagePath('ru', 'accounts.registrations.create')))
    const flashed = response.flashMessage('error') as { key: string }
    response.assertFlashMessage('error', { ...flashed, key: 'errors.rate_limited' })
  })
})
