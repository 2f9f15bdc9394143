import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AccountHistoryEntry from '#models/account_history_entry'
import EmailChangeRequest from '#models/email_change_request'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { clearMailbox, codeIn, waitForMail } from '#tests/support/smtp'
import { pagePath } from '#tests/support/urls'

const verifiedPlayer = (email: string) =>
  UserFactory.merge({ email, emailVerifiedAt: DateTime.utc().minus({ days: 3 }) }).create()

/** Moves the last code's sending time back, as if `seconds` had passed. */
async function age(user: User, seconds: number) {
  const sentAt = DateTime.utc().minus({ seconds })
  await db
    .from('email_change_requests')
    .where('user_id', user.id)
    .update({ code_sent_at: sentAt.toFormat(db.connection().dialect.dateTimeFormat) })
}

function cabinet(client: any, user: User, lang = 'en') {
  const post = (path: string, body: Record<string, string> = {}) =>
    client
      .post(`/${lang}/cabinet/email${path}`)
      .loginAs(user)
      .header('referer', `/${lang}/cabinet/email`)
      .form(body)
      .withCsrfToken()
      .redirects(0)
  return {
    sendCode: (email?: string) => post('/code', email ? { email } : {}),
    confirm: (code: string) => post('/confirmation', { code }),
    page: () => client.get(`/${lang}/cabinet/email`).loginAs(user).withInertia(),
  }
}

test.group('Cabinet e-mail page', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a guest to the login page with a return path', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.email_changes.edit')).redirects(0)

    response.assertStatus(302)
    response.assertHeader(
      'location',
      pagePath(
        'en',
        'accounts.sessions.create',
        {},
        { return: pagePath('en', 'accounts.email_changes.edit') }
      )
    )
  })

  test('shows a verified address with the four steps of the change', async ({ client }) => {
    const user = await verifiedPlayer('shown@example.com')

    const response = await cabinet(client, user).page()

    response.assertInertiaComponent('accounts/email_changes/edit')
    response.assertInertiaProps({
      ...response.inertiaProps,
      devMailbox: false,
      settings: {
        email: 'shown@example.com',
        verified: true,
        verification: { resendAvailableAt: null },
        change: {
          step: 'send_current_code',
          steps: ['send_current_code', 'confirm_current', 'enter_new_email', 'confirm_new'],
          newEmail: null,
          codeExpiresAt: null,
          resendAvailableAt: null,
        },
      },
    })
  })

  test('starts at the new address for {case}')
    .with([
      { case: 'an account without an e-mail', oauth: true },
      { case: 'an address never verified', oauth: false },
    ])
    .run(async ({ client }, row) => {
      const user = row.oauth
        ? await UserFactory.apply('oauthOnly').create()
        : await UserFactory.create()

      const response = await cabinet(client, user).page()

      response.assertInertiaPropsContains({
        settings: {
          verified: false,
          change: { step: 'enter_new_email', steps: ['enter_new_email', 'confirm_new'] },
        },
      })
    })
})

test.group('Cabinet e-mail change', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => clearMailbox())

  test('changes a verified address in four steps, with a code to each address', async ({
    client,
    assert,
  }) => {
    const user = await verifiedPlayer('old.address@example.com')
    const page = cabinet(client, user)

    const sent = await page.sendCode()
    sent.assertHeader('location', pagePath('en', 'accounts.email_changes.edit'))
    sent.assertFlashMessage('success', 'accounts.email_changes.code_sent')
    const first = await waitForMail({ to: 'old.address@example.com' })
    assert.equal(first.subject, 'Code to change your TechnoMagic e-mail')
    const stepTwo = await page.page()
    stepTwo.assertInertiaPropsContains({ settings: { change: { step: 'confirm_current' } } })
    assert.isString(stepTwo.inertiaProps.settings.change.resendAvailableAt)
    assert.isString(stepTwo.inertiaProps.settings.change.codeExpiresAt)

    const confirmed = await page.confirm(codeIn(first))
    confirmed.assertFlashMessage('success', 'accounts.email_changes.current_confirmed')
    const stepThree = await page.page()
    stepThree.assertInertiaPropsContains({
      settings: { change: { step: 'enter_new_email', resendAvailableAt: null } },
    })

    const toNew = await page.sendCode('New.Address@Example.com')
    toNew.assertFlashMessage('success', 'accounts.email_changes.code_sent')
    const second = await waitForMail({ to: 'new.address@example.com' })
    assert.equal(second.subject, 'Code to confirm your new TechnoMagic e-mail')
    const stepFour = await page.page()
    stepFour.assertInertiaPropsContains({
      settings: { change: { step: 'confirm_new', newEmail: 'new.address@example.com' } },
    })

    const changed = await page.confirm(codeIn(second))
    changed.assertFlashMessage('success', 'accounts.email_changes.changed')
    await user.refresh()
    assert.equal(user.email, 'new.address@example.com')
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNull(await EmailChangeRequest.findBy('user_id', user.id))
    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.containsSubset(entry.serialize(), {
      target: 'mail',
      action: 'mail_changed',
      details: { from: 'ol***@example.com', to: 'ne***@example.com' },
    })
  })

  test('writes the code letters in Russian on the Russian page', async ({ client, assert }) => {
    const user = await verifiedPlayer('ru.player@example.com')

    await cabinet(client, user, 'ru').sendCode()

    const mail = await waitForMail({ to: 'ru.player@example.com' })
    assert.equal(mail.subject, 'Код для смены e-mail TechnoMagic')
    assert.include(mail.text, 'Код подтверждения')
    assert.match(codeIn(mail), /^\d{6}$/)
  })

  test('shows "e-mail changed" after the last step', async ({ client, assert }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    const page = cabinet(client, user)
    await page.sendCode('first.mail@example.com')
    const code = codeIn(await waitForMail({ to: 'first.mail@example.com' }))

    const response = await client
      .post(pagePath('en', 'accounts.email_changes.update'))
      .loginAs(user)
      .form({ code })
      .withCsrfToken()
      .withInertia()

    assert.deepEqual(
      response.body().flash.notifications.map((item: { text: string }) => item.text),
      ['E-mail changed']
    )
    response.assertInertiaPropsContains({
      settings: { email: 'first.mail@example.com', verified: true },
    })
  })

  test('refuses a code for the new address before the current one is confirmed', async ({
    client,
    assert,
  }) => {
    const user = await verifiedPlayer('careful@example.com')

    const response = await cabinet(client, user).sendCode('elsewhere@example.com')

    response.assertFlashMessage('error', { key: 'accounts.email_changes.wrong_step', data: {} })
    assert.isNull(
      await EmailChangeRequest.query().where('user_id', user.id).whereNotNull('code_hash').first()
    )
  })

  test('counts wrong codes and voids the code after five', async ({ client, assert }) => {
    const user = await verifiedPlayer('guesser@example.com')
    const page = cabinet(client, user)
    await page.sendCode()
    const code = codeIn(await waitForMail({ to: 'guesser@example.com' }))
    const wrong = code === '000000' ? '111111' : '000000'

    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      const response = await page.confirm(wrong)
      assert.deepEqual(response.flashMessage('inputErrorsBag'), {
        code: [`Wrong code. ${left} left.`],
      })
    }
    const fifth = await page.confirm(wrong)
    fifth.assertFlashMessage('error', { key: 'accounts.email_changes.code_exhausted', data: {} })
    const right = await page.confirm(code)
    right.assertFlashMessage('error', { key: 'accounts.email_changes.code_exhausted', data: {} })

    const settings = await page.page()
    settings.assertInertiaPropsContains({ settings: { change: { step: 'send_current_code' } } })
    assert.isString(settings.inertiaProps.settings.change.resendAvailableAt)
  })

  test('says under the field how many tries are left in {lang}')
    .with([
      { lang: 'en', text: 'Wrong code. 4 tries left.' },
      { lang: 'ru', text: 'Неверный код. Осталось 4 попытки.' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await verifiedPlayer(`tries-${row.lang}@example.com`)
      await cabinet(client, user, row.lang).sendCode()
      const code = codeIn(await waitForMail({ to: user.email! }))

      const response = await client
        .post(`/${row.lang}/cabinet/email/confirmation`)
        .loginAs(user)
        .header('referer', `/${row.lang}/cabinet/email`)
        .form({ code: code === '999999' ? '999998' : '999999' })
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/email_changes/edit')
      assert.deepEqual(response.inertiaProps.errors, { code: row.text })
      response.assertInertiaPropsContains({ settings: { change: { step: 'confirm_current' } } })
    })

  test('refuses an expired code', async ({ client, assert }) => {
    const user = await verifiedPlayer('slow@example.com')
    const page = cabinet(client, user)
    await page.sendCode()
    const code = codeIn(await waitForMail({ to: 'slow@example.com' }))
    await age(user, 15 * 60 + 1)

    const response = await page.confirm(code)

    response.assertFlashMessage('error', { key: 'accounts.email_changes.code_expired', data: {} })
    const request = await EmailChangeRequest.findByOrFail('user_id', user.id)
    assert.isNull(request.currentConfirmedAt)
  })

  test('refuses a code when none was asked for', async ({ client }) => {
    const user = await verifiedPlayer('eager@example.com')

    const response = await cabinet(client, user).confirm('123456')

    response.assertFlashMessage('error', { key: 'accounts.email_changes.code_missing', data: {} })
  })

  test('sends a new code only after the 60 s countdown, and the old one stops working', async ({
    client,
    assert,
  }) => {
    const user = await verifiedPlayer('patient@example.com')
    const page = cabinet(client, user)
    await page.sendCode()
    const oldCode = codeIn(await waitForMail({ to: 'patient@example.com' }))
    clearMailbox()

    const early = await page.sendCode()
    const notice = early.flashMessage('error') as { key: string; data: { seconds: number } }
    assert.equal(notice.key, 'errors.rate_limited')
    assert.isAbove(notice.data.seconds, 55)
    assert.isAtMost(notice.data.seconds, 60)

    await age(user, 61)
    const resent = await page.sendCode()
    resent.assertFlashMessage('success', 'accounts.email_changes.code_sent')
    const newCode = codeIn(await waitForMail({ to: 'patient@example.com' }))
    if (newCode !== oldCode) {
      const stale = await page.confirm(oldCode)
      assert.deepEqual(stale.flashMessage('inputErrorsBag'), {
        code: ['Wrong code. 4 tries left.'],
      })
    }
    const confirmed = await page.confirm(newCode)
    confirmed.assertFlashMessage('success', 'accounts.email_changes.current_confirmed')
  })

  test('shows the field error {message} for the new address {email}')
    .with([
      { email: 'TAKEN@example.com', message: 'This e-mail is already registered' },
      { email: 'Mine@Example.com', message: 'This is already your e-mail' },
      { email: 'not an address', message: 'Enter a valid e-mail address' },
      {
        email: `${'x'.repeat(250)}@example.com`,
        message: 'The e-mail must be at most 254 characters',
      },
    ])
    .run(async ({ client, assert }, row) => {
      await UserFactory.merge({ email: 'taken@example.com' }).create()
      const user = await UserFactory.merge({ email: 'mine@example.com' }).create()

      const response = await client
        .post(pagePath('en', 'accounts.email_changes.store'))
        .loginAs(user)
        .header('referer', pagePath('en', 'accounts.email_changes.edit'))
        .form({ email: row.email })
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('accounts/email_changes/edit')
      assert.deepEqual(response.inertiaProps.errors, { email: row.message })
      assert.isNull(await EmailChangeRequest.findBy('user_id', user.id))
    })

  test('shows the field error {message} for the code {code}')
    .with([
      { code: '', message: 'Fill in the code' },
      { code: '12345', message: 'Enter the 6-digit code from the letter' },
      { code: 'abcdef', message: 'Enter the 6-digit code from the letter' },
      { code: '1234567', message: 'Enter the 6-digit code from the letter' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await verifiedPlayer('typo@example.com')

      const response = await client
        .post(pagePath('en', 'accounts.email_changes.update'))
        .loginAs(user)
        .header('referer', pagePath('en', 'accounts.email_changes.edit'))
        .form({ code: row.code })
        .withCsrfToken()
        .withInertia()

      assert.deepEqual(response.inertiaProps.errors, { code: row.message })
    })

  test('shows the code field error in Russian', async ({ client }) => {
    const user = await verifiedPlayer('ru.typo@example.com')

    const response = await client
      .post(pagePath('ru', 'accounts.email_changes.update'))
      .loginAs(user)
      .header('referer', pagePath('ru', 'accounts.email_changes.edit'))
      .form({ code: '12' })
      .withCsrfToken()
      .withInertia()

    response.assertInertiaPropsContains({ errors: { code: 'Введите 6-значный код из письма' } })
  })

  test('lets a player ask for 6 code letters an hour, then says to wait', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    const page = cabinet(client, user)

    for (let i = 0; i < 6; i++) {
      const response = await page.sendCode(`address-${i}@example.com`)
      response.assertFlashMessage('success', 'accounts.email_changes.code_sent')
      await waitForMail({ to: `address-${i}@example.com` })
      await age(user, 61)
    }
    const limited = await page.sendCode('address-7@example.com')

    const notice = limited.flashMessage('error') as { key: string; data: { seconds: number } }
    assert.equal(notice.key, 'errors.rate_limited')
    assert.isAbove(notice.data.seconds, 60)
  })

  test('sends a guest to the login page', async ({ client }) => {
    const response = await client
      .post(pagePath('en', 'accounts.email_changes.store'))
      .form({ email: 'x@example.com' })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', pagePath('en', 'accounts.sessions.create'))
  })
})
