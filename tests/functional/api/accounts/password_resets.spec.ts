import { test } from '@japa/runner'
import PasswordResetToken from '#models/password_reset_token'
import PasswordResetService from '#services/accounts/password_reset_service'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { clearMailbox, linksIn, noMailWithin, waitForMail } from '#tests/support/smtp'
import { pathFor } from '#tests/support/urls'

test.group('API user/reset', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('mails a restore link in English and answers {sent: true}', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'reset-en@example.com' }).create()

    const response = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .header('Accept-Language', 'en')
      .json({ email: 'reset-en@example.com' })

    response.assertStatus(200)
    response.assertBody({ sent: true })
    const mail = await waitForMail({ to: 'reset-en@example.com' })
    assert.equal(mail.subject, 'Reset your TechnoMagic password')
    assert.include(mail.text, `Hello, ${user.nickname}!`)
    assert.include(mail.html, 'Set a new password')
    const [link] = linksIn(mail)
    assert.match(link, /^\/en\/restore\?token=[\w-]{43}$/)
    assert.include(mail.html, `http://localhost:3333${link}`)
  })

  test('writes the letter in Russian for a Russian request', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'reset-ru@example.com' }).create()

    await client
      .post(pathFor('api.accounts.password_resets.store'))
      .header('Accept-Language', 'ru')
      .json({ email: 'reset-ru@example.com' })

    const mail = await waitForMail({ to: 'reset-ru@example.com' })
    assert.equal(mail.subject, 'Восстановление пароля TechnoMagic')
    assert.include(mail.text, 'Задать новый пароль')
    assert.include(mail.text, 'действует 60 минут')
    assert.match(linksIn(mail)[0], /^\/ru\/restore\?token=/)
  })

  test('stores only a hash of the link token, expiring in an hour', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'hash-only@example.com' }).create()

    await client
      .post(pathFor('api.accounts.password_resets.store'))
      .json({ email: 'hash-only@example.com' })
    const mail = await waitForMail({ to: 'hash-only@example.com' })
    const token = new URL(linksIn(mail)[0], 'http://x').searchParams.get('token')!

    const link = await PasswordResetToken.query().where('user_id', user.id).firstOrFail()
    assert.notEqual(link.tokenHash, token)
    assert.match(link.tokenHash, /^[0-9a-f]{64}$/)
    assert.isNull(link.usedAt)
    const minutes = link.expiresAt.diffNow('minutes').minutes
    assert.isAbove(minutes, 58)
    assert.isAtMost(minutes, 60)
  })

  test('finds the account whatever the case of the address', async ({ client }) => {
    await UserFactory.merge({ email: 'mixed.case@example.com' }).create()

    const response = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .json({ email: '  Mixed.Case@EXAMPLE.com ' })

    response.assertStatus(200)
    await waitForMail({ to: 'mixed.case@example.com' })
  })

  test('answers an unknown address exactly like a known one and mails nothing', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ email: 'known@example.com' }).create()

    const known = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .json({ email: 'known@example.com' })
    const unknown = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .json({ email: 'nobody@example.com' })
    await PasswordResetService.settled()

    assert.equal(unknown.status(), known.status())
    assert.deepEqual(unknown.body(), known.body())
    assert.deepEqual(Object.keys(unknown.headers()).sort(), Object.keys(known.headers()).sort())
    await waitForMail({ to: 'known@example.com' })
    assert.isTrue(await noMailWithin({ to: 'nobody@example.com' }))
    assert.lengthOf(await PasswordResetToken.all(), 1)
  })

  test('mails nothing to an account without an e-mail', async ({ client, assert }) => {
    await UserFactory.apply('oauthOnly').create()

    const response = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .json({ email: 'oauth@example.com' })
    await PasswordResetService.settled()

    response.assertBody({ sent: true })
    assert.lengthOf(await PasswordResetToken.all(), 0)
  })

  test('refuses {case} with a translated §8 validation error')
    .with([
      { case: 'a missing e-mail', body: {}, message: 'Fill in the e-mail' },
      {
        case: 'a malformed e-mail',
        body: { email: 'not-an-email' },
        message: 'Enter a valid e-mail address',
      },
      {
        case: 'a too long e-mail',
        body: { email: `${'a'.repeat(250)}@example.com` },
        message: 'The e-mail must be at most 254 characters',
      },
      {
        case: 'an e-mail that is not text',
        body: { email: 42 },
        message: 'The e-mail must be text',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await client
        .post(pathFor('api.accounts.password_resets.store'))
        .header('Accept-Language', 'en')
        .json(row.body)

      response.assertStatus(400)
      assert.containsSubset(response.body(), {
        error: 'validation',
        error_code: 400,
        error_message: row.message,
        details: { type: 'email', description: row.message },
      })
    })

  test('limits letters to one address to 3 in 15 minutes, known or not', async ({
    client,
    assert,
  }) => {
    const ask = () =>
      client
        .post(pathFor('api.accounts.password_resets.store'))
        .header('Accept-Language', 'en')
        .json({ email: 'nobody-at-all@example.com' })

    for (let i = 0; i < 3; i++) {
      const response = await ask()
      response.assertStatus(200)
    }
    const limited = await ask()

    limited.assertStatus(429)
    const retryAfter = Number(limited.header('retry-after'))
    assert.isAbove(retryAfter, 0)
    assert.isAtMost(retryAfter, 15 * 60)
    assert.containsSubset(limited.body(), {
      error: 'rate_limited',
      error_code: 429,
      details: { type: 'rate_limited' },
    })
    assert.match(limited.body().error_message, /^Too many attempts\. Try again in \d+ seconds\.$/)
  })

  test('limits one IP to 10 reset requests in 15 minutes', async ({ client }) => {
    for (let i = 0; i < 10; i++) {
      const response = await client
        .post(pathFor('api.accounts.password_resets.store'))
        .json({ email: `someone-${i}@example.com` })
      response.assertStatus(200)
    }
    const limited = await client
      .post(pathFor('api.accounts.password_resets.store'))
      .header('Accept-Language', 'ru')
      .json({ email: 'someone-else@example.com' })

    limited.assertStatus(429)
    limited.assertBodyContains({ error: 'rate_limited', error_code: 429 })
  })
})
