import { test } from '@japa/runner'
import PasswordResetService from '#services/accounts/password_reset_service'
import PasswordResetToken from '#models/password_reset_token'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { clearMailbox, linksIn, noMailWithin, waitForMail } from '#tests/support/smtp'
import { pagePath } from '#tests/support/urls'

const ask = (client: any, lang: string, email: string) =>
  client
    .post(`/${lang}/reset`)
    .header('referer', `/${lang}/reset`)
    .form({ email })
    .withCsrfToken()
    .redirects(0)

test.group('Password reset page', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('shows the e-mail form in {lang}')
    .with([{ lang: 'ru' }, { lang: 'en' }])
    .run(async ({ client }, { lang }) => {
      const response = await client.get(`/${lang}/reset`).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('accounts/password_resets/create')
      response.assertInertiaPropsContains({
        sentTo: null,
        recaptchaSiteKey: null,
        devMailbox: false,
      })
    })

  test('is open to a logged-in player too', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'accounts.password_resets.create'))
      .loginAs(await UserFactory.create())
      .withInertia()

    response.assertInertiaComponent('accounts/password_resets/create')
  })

  test('answers "letter sent" and mails the link in the page language', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ email: 'page-reset@example.com' }).create()

    const response = await ask(client, 'en', 'page-reset@example.com')

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.password_resets.create'))
    response.assertFlashMessage('password_reset_sent_to', 'page-reset@example.com')
    const mail = await waitForMail({ to: 'page-reset@example.com' })
    assert.equal(mail.subject, 'Reset your TechnoMagic password')
    assert.match(linksIn(mail)[0], /^\/en\/restore\?token=/)
  })

  test('shows the letter-sent screen after the request', async ({ client }) => {
    const response = await client
      .post(pagePath('ru', 'accounts.password_resets.store'))
      .form({ email: 'someone@example.com' })
      .withCsrfToken()
      .withInertia()

    response.assertInertiaComponent('accounts/password_resets/create')
    response.assertInertiaPropsContains({ sentTo: 'someone@example.com' })
  })

  test('answers an unknown address exactly like a known one and mails nothing', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ email: 'has-account@example.com' }).create()

    const known = await ask(client, 'ru', 'has-account@example.com')
    const unknown = await ask(client, 'ru', 'no-account@example.com')
    await PasswordResetService.settled()

    assert.equal(unknown.status(), known.status())
    assert.equal(unknown.header('location'), known.header('location'))
    unknown.assertFlashMessage('password_reset_sent_to', 'no-account@example.com')
    await waitForMail({ to: 'has-account@example.com' })
    assert.isTrue(await noMailWithin({ to: 'no-account@example.com' }))
    assert.lengthOf(await PasswordResetToken.all(), 1)
  })

  test('shows the field error {message} in {lang}')
    .with([
      { lang: 'en', email: '', message: 'Fill in the e-mail' },
      { lang: 'en', email: 'player@', message: 'Enter a valid e-mail address' },
      { lang: 'ru', email: 'игрок', message: 'Введите корректный адрес e-mail' },
      { lang: 'ru', email: '', message: 'Заполните поле «e-mail»' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await client
        .post(`/${row.lang}/reset`)
        .header('referer', `/${row.lang}/reset`)
        .form({ email: row.email })
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/password_resets/create')
      assert.deepEqual(response.inertiaProps.errors, { email: row.message })
      assert.isNull(response.inertiaProps.sentTo)
    })

  test('says "try again in N s" after 3 letters to one address', async ({ client, assert }) => {
    for (let i = 0; i < 3; i++) {
      const sent = await ask(client, 'en', 'spam-target@example.com')
      sent.assertFlashMessage('password_reset_sent_to', 'spam-target@example.com')
    }
    const limited = await ask(client, 'en', 'spam-target@example.com')

    limited.assertStatus(302)
    const notice = limited.flashMessage('error') as { key: string; data: { seconds: number } }
    assert.equal(notice.key, 'errors.rate_limited')
    assert.isAbove(notice.data.seconds, 0)
  })
})
