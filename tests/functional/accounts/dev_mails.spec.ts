import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import { randomUUID } from 'node:crypto'
import PasswordResetMail from '#mails/password_reset_mail'
import { DevMailbox } from '#mails/dev_mailbox'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const directory = app.tmpPath(`test-mailbox-${process.pid}`)

/** Switches the dev mailbox on (tests run with SMTP configured, so it is off) for one group. */
function withDevMailbox() {
  const previous = app.config.get('dev_mailbox')
  app.config.set('dev_mailbox', { enabled: true, directory, keep: 50 })
  return async () => {
    await new DevMailbox(directory).clear()
    app.config.set('dev_mailbox', previous)
  }
}

test.group('Dev mailbox while SMTP is configured', (group) => {
  group.each.setup(isolateDatabase)

  test('does not exist: {path} answers 404')
    .with([
      { path: pagePath('en', 'accounts.dev_mails.index') },
      { path: pagePath('ru', 'accounts.dev_mails.show', { id: randomUUID() }) },
    ])
    .run(async ({ client }, { path }) => {
      const response = await client.get(path).withInertia()

      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    })

  test('is not mentioned on the reset page', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'accounts.password_resets.create'))
      .withInertia()

    response.assertInertiaPropsContains({ devMailbox: false })
  })
})

test.group('Dev mailbox without SMTP', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(withDevMailbox)

  test('keeps a letter sent through the dev mailbox transport and lists it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ email: 'dev-box@example.com' }).create()
    await mail
      .use('dev_mailbox')
      .send(
        new PasswordResetMail(
          { email: 'dev-box@example.com', nickname: user.nickname, locale: 'en' },
          'http://localhost:3333/en/restore?token=dev-token'
        )
      )

    const response = await client.get(pagePath('en', 'accounts.dev_mails.index')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/dev_mails/index')
    const { messages, keep } = response.inertiaProps as {
      messages: { id: string; to: string[]; from: string; subject: string; sentAt: string }[]
      keep: number
    }
    assert.equal(keep, 50)
    assert.lengthOf(messages, 1)
    assert.containsSubset(messages[0], {
      to: ['dev-box@example.com'],
      from: 'TechnoMagic <noreply@technomagic.local>',
      subject: 'Reset your TechnoMagic password',
    })
    assert.notProperty(messages[0], 'html')

    const shown = await client
      .get(pagePath('en', 'accounts.dev_mails.show', { id: messages[0].id }))
      .withInertia()
    shown.assertInertiaComponent('accounts/dev_mails/show')
    const message = shown.inertiaProps.message as { html: string; text: string }
    assert.include(message.html, 'http://localhost:3333/en/restore?token=dev-token')
    assert.include(message.html, '<html lang="en">')
    assert.include(
      message.text,
      'Set a new password: http://localhost:3333/en/restore?token=dev-token'
    )
  })

  test('lists letters newest first and keeps only the newest', async ({ client, assert }) => {
    const mailbox = new DevMailbox(directory, 3)
    for (let minute = 1; minute <= 4; minute++) {
      await mailbox.save(
        { from: 'a@b.c', to: ['x@y.z'], subject: `Letter ${minute}`, html: null, text: 't' },
        new Date(Date.UTC(2026, 10, 22, 12, minute))
      )
    }

    const response = await client.get(pagePath('ru', 'accounts.dev_mails.index')).withInertia()

    assert.deepEqual(
      (response.inertiaProps.messages as { subject: string }[]).map((item) => item.subject),
      ['Letter 4', 'Letter 3', 'Letter 2']
    )
  })

  test('answers 404 for an unknown letter', async ({ client }) => {
    const response = await client
      .get(pagePath('en', 'accounts.dev_mails.show', { id: randomUUID() }))
      .withInertia()

    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('shows an empty mailbox', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.dev_mails.index')).withInertia()

    response.assertInertiaPropsContains({ messages: [] })
  })

  test('points the reset and e-mail pages at the mailbox', async ({ client }) => {
    const reset = await client.get(pagePath('en', 'accounts.password_resets.create')).withInertia()
    reset.assertInertiaPropsContains({ devMailbox: true })

    const emails = await client
      .get(pagePath('en', 'accounts.email_changes.edit'))
      .loginAs(await UserFactory.create())
      .withInertia()
    emails.assertInertiaPropsContains({ devMailbox: true })
  })
})
