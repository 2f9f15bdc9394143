import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AccountHistoryEntry from '#models/account_history_entry'
import EmailVerificationToken from '#models/email_verification_token'
import User from '#models/user'
import { EmailVerificationTokenFactory } from '#database/factories/email_verification_token_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { clearMailbox, linksIn, waitForMail } from '#tests/support/smtp'
import { newSecretToken } from '#data/secret_tokens'
import { pagePath, pathFor } from '#tests/support/urls'

/** A verification link for the user's current address whose token the test knows. */
async function verificationLink(user: User, state?: 'expired' | 'used', email = user.email!) {
  const { token, hash: tokenHash } = newSecretToken()
  const factory = state ? EmailVerificationTokenFactory.apply(state) : EmailVerificationTokenFactory
  await factory.merge({ userId: user.id, email, tokenHash }).create()
  return token
}

const open = (client: any, lang: string, token: string) =>
  client.get(`/${lang}/verify-email`).qs({ token }).redirects(0)

test.group('E-mail verification of new accounts', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('mails the link in the registration language ({lang})')
    .with([
      { lang: 'en', subject: 'Confirm your e-mail for TechnoMagic', action: 'Confirm e-mail' },
      { lang: 'ru', subject: 'Подтвердите e-mail для TechnoMagic', action: 'Подтвердить e-mail' },
    ])
    .run(async ({ client, assert }, row) => {
      const email = `new-${row.lang}@example.com`
      const response = await client
        .post(pathFor('api.accounts.registrations.store'))
        .header('Accept-Language', row.lang)
        .json({
          login: `Fresh_${row.lang}`,
          email,
          password: 'correct horse battery',
          passwordConfirmation: 'correct horse battery',
          acceptTerms: true,
        })
      response.assertStatus(200)

      const mail = await waitForMail({ to: email })
      assert.equal(mail.subject, row.subject)
      assert.include(mail.text, `Fresh_${row.lang}`)
      assert.include(mail.html, row.action)
      assert.match(linksIn(mail)[0], new RegExp(`^/${row.lang}/verify-email\\?token=[\\w-]{43}$`))
      const user = await User.findByOrFail('email', email)
      assert.isNull(user.emailVerifiedAt)
    })

  test('verifies the address through the link, once, and records it', async ({
    client,
    assert,
  }) => {
    const email = 'verify-me@example.com'
    await client.post(pathFor('api.accounts.registrations.store')).json({
      login: 'Verify_me',
      email,
      password: 'correct horse battery',
      passwordConfirmation: 'correct horse battery',
      acceptTerms: true,
    })
    const mail = await waitForMail({ to: email })

    const response = await client.get(linksIn(mail)[0]).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('ru', 'platform.home.show'))
    response.assertFlashMessage('success', 'accounts.email_verifications.verified')
    const user = await User.findByOrFail('email', email)
    assert.isTrue(DateTime.isDateTime(user.emailVerifiedAt))
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.containsSubset(entry.serialize(), {
      target: 'mail',
      action: 'mail_verified',
      details: { email: 've***@example.com' },
    })

    const again = await client.get(linksIn(mail)[0]).withInertia()
    again.assertInertiaComponent('accounts/email_verifications/show')
    again.assertInertiaPropsContains({ problem: 'already_verified' })
    assert.lengthOf(await AccountHistoryEntry.query().where('user_id', user.id), 1)
  })

  test('sends a logged-in player to the e-mail settings with "e-mail verified"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = await verificationLink(user)

    const response = await client
      .get(pagePath('ru', 'accounts.email_verifications.show'))
      .qs({ token })
      .loginAs(user)
      .withInertia()

    response.assertInertiaComponent('accounts/email_changes/edit')
    assert.deepEqual(
      response.body().flash.notifications.map((item: { text: string }) => item.text),
      ['E-mail подтверждён']
    )
    response.assertInertiaPropsContains({ settings: { verified: true } })
  })

  test('explains {case} on its own page, without an error notice')
    .with([
      { case: 'an expired link', state: 'expired', problem: 'expired' },
      { case: 'an unknown link', state: 'unknown', problem: 'invalid' },
      { case: 'a used link of an unverified address', state: 'used', problem: 'invalid' },
      {
        case: 'a link for an address the account no longer has',
        state: 'old',
        problem: 'invalid',
      },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const user = await UserFactory.create()
      let token = 'no-such-token'
      if (row.state === 'expired' || row.state === 'used')
        token = await verificationLink(user, row.state)
      if (row.state === 'old') token = await verificationLink(user, undefined, 'old@example.com')

      const response = await open(client, 'en', token).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('accounts/email_verifications/show')
      response.assertInertiaPropsContains({ locale: 'en', problem: row.problem })
      assert.notProperty(response.body().flash, 'notifications')
      await user.refresh()
      assert.isNull(user.emailVerifiedAt)
    })

  test('leaves a link refused for a replaced address unused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await verificationLink(user, undefined, 'old@example.com')

    await open(client, 'en', token)

    const link = await EmailVerificationToken.findByOrFail('user_id', user.id)
    assert.isNull(link.usedAt)
  })

  test('says the link expired in the language of the link ({lang})')
    .with([
      { lang: 'ru', text: 'Срок действия ссылки истёк. Отправьте новое письмо из кабинета.' },
      {
        lang: 'en',
        text: 'This verification link has expired. Send a new letter from the cabinet.',
      },
    ])
    .run(async ({ client }, row) => {
      const user = await UserFactory.create()
      const token = await verificationLink(user, 'expired')

      // The locale cookie says the other language: the link's own wins.
      const response = await withRawCookies(open(client, row.lang, token), {
        locale: row.lang === 'ru' ? 'en' : 'ru',
      })

      response.assertStatus(200)
      response.assertTextIncludes(row.text)
    })
})

test.group('E-mail verification letter again', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  const resend = (client: any, user: User, lang = 'en') =>
    client
      .post(`/${lang}/cabinet/email/verification`)
      .loginAs(user)
      .header('referer', `/${lang}/cabinet/email`)
      .withCsrfToken()
      .redirects(0)

  test('sends a new link to an unverified player', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'again@example.com' }).create()

    const response = await resend(client, user)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.email_changes.edit'))
    response.assertFlashMessage('success', 'accounts.email_verifications.sent')
    const mail = await waitForMail({ to: 'again@example.com' })
    assert.equal(mail.subject, 'Confirm your e-mail for TechnoMagic')
    const token = new URL(linksIn(mail)[0], 'http://x').searchParams.get('token')!
    await open(client, 'en', token)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('refuses another letter before the 60 s countdown ends', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const first = await resend(client, user)
    first.assertFlashMessage('success', 'accounts.email_verifications.sent')
    await waitForMail({ to: user.email! })
    const early = await resend(client, user)

    const notice = early.flashMessage('error') as { key: string; data: { seconds: number } }
    assert.equal(notice.key, 'errors.rate_limited')
    assert.isAbove(notice.data.seconds, 55)
    assert.isAtMost(notice.data.seconds, 60)
    assert.lengthOf(await EmailVerificationToken.query().where('user_id', user.id), 1)
  })

  test('sends again once the countdown has passed', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await EmailVerificationTokenFactory.merge({
      userId: user.id,
      email: user.email!,
      createdAt: DateTime.utc().minus({ seconds: 61 }),
    }).create()

    const response = await resend(client, user)

    response.assertFlashMessage('success', 'accounts.email_verifications.sent')
    await waitForMail({ to: user.email! })
    assert.lengthOf(await EmailVerificationToken.query().where('user_id', user.id), 2)
  })

  test('refuses {case}')
    .with([
      { case: 'a verified player', state: 'verified', key: 'already_verified' },
      { case: 'a player without an e-mail', state: 'oauth', key: 'no_email' },
    ] as const)
    .run(async ({ client }, row) => {
      const user =
        row.state === 'oauth'
          ? await UserFactory.apply('oauthOnly').create()
          : await UserFactory.merge({ emailVerifiedAt: DateTime.utc() }).create()

      const response = await resend(client, user)

      response.assertFlashMessage('error', {
        key: `accounts.email_verifications.${row.key}`,
        data: {},
      })
    })

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client
      .post(pagePath('en', 'accounts.email_verifications.store'))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.sessions.create'))
  })
})
