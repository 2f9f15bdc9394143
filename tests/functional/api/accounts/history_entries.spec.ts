import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { AccountHistoryEntryFactory } from '#database/factories/account_history_entry_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.accounts.history_entries.index')

test.group('API user/history', (group) => {
  group.each.setup(isolateDatabase)

  test('answers one target of the player history, newest first, with sessions', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await UserSessionFactory.merge({
      userId: user.id,
      source: 'launcher',
      browser: 'TechnoMagic Launcher 2',
      system: 'Windows 11',
      ip: '203.0.113.8',
    }).create()
    const now = DateTime.utc().startOf('second')
    const older = await AccountHistoryEntryFactory.apply('mail')
      .merge({ userId: user.id, createdAt: now.minus({ days: 2 }), ip: '203.0.113.1' })
      .create()
    const newer = await AccountHistoryEntryFactory.merge({
      userId: user.id,
      target: 'mail',
      action: 'mail_verified',
      sessionId: session.id,
      ip: '203.0.113.8',
      details: { email: 'p@example.com' },
      createdAt: now.minus({ days: 1 }),
    }).create()
    await AccountHistoryEntryFactory.merge({ userId: user.id }).create()
    const stranger = await UserFactory.create()
    await AccountHistoryEntryFactory.apply('mail').merge({ userId: stranger.id }).create()

    const response = await client.get(URL).qs({ target: 'mail' }).loginAs(user)

    response.assertStatus(200)
    response.assertBody({
      data: [
        {
          id: newer.id,
          target: 'mail',
          action: 'mail_verified',
          ip: '203.0.113.8',
          details: { email: 'p@example.com' },
          createdAt: now.minus({ days: 1 }).toISO(),
          session: {
            id: session.id,
            source: 'launcher',
            browser: 'TechnoMagic Launcher 2',
            system: 'Windows 11',
            ip: '203.0.113.8',
          },
        },
        {
          id: older.id,
          target: 'mail',
          action: 'mail_changed',
          ip: '203.0.113.1',
          details: {},
          createdAt: now.minus({ days: 2 }).toISO(),
          session: null,
        },
      ],
      meta: { page: 1, perPage: 20, total: 2 },
    })
    assert.lengthOf(response.body().data, 2)
  })

  test('accepts the 2fa target', async ({ client }) => {
    const user = await UserFactory.create()
    await AccountHistoryEntryFactory.apply('twoFactor').merge({ userId: user.id }).create()

    const response = await client.get(URL).qs({ target: '2fa' }).loginAs(user)

    response.assertBodyContains({
      data: [{ target: '2fa', action: 'two_factor_linked' }],
      meta: { total: 1 },
    })
  })

  test('pages with page and perPage', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await AccountHistoryEntryFactory.merge({ userId: user.id }).createMany(5)

    const response = await client
      .get(URL)
      .qs({ target: 'password', page: 2, perPage: 2 })
      .loginAs(user)

    response.assertBodyContains({ meta: { page: 2, perPage: 2, total: 5 } })
    assert.lengthOf(response.body().data, 2)
  })

  test('refuses a bad {field} with "{message}"')
    .with([
      { query: {}, field: 'target', message: 'Fill in the history section' },
      {
        query: { target: 'money' },
        field: 'target',
        message: 'Choose one of the offered values for the history section',
      },
      {
        query: { target: 'mail', page: 0 },
        field: 'page',
        message: 'The page number must be at least 1',
      },
      {
        query: { target: 'mail', page: 'two' },
        field: 'page',
        message: 'The page number must be a number',
      },
      {
        query: { target: 'mail', page: 1.5 },
        field: 'page',
        message: 'The page number must be a whole number',
      },
      {
        query: { target: 'mail', perPage: 101 },
        field: 'perPage',
        message: 'The page size must be between 1 and 100',
      },
      {
        query: { target: 'mail', perPage: 0 },
        field: 'perPage',
        message: 'The page size must be between 1 and 100',
      },
    ])
    .run(async ({ client }, row) => {
      const user = await UserFactory.create()

      const response = await client
        .get(URL)
        .header('Accept-Language', 'en')
        .qs(row.query)
        .loginAs(user)

      response.assertStatus(400)
      response.assertBody({
        error: 'validation',
        error_code: 400,
        error_message: row.message,
        details: {
          type: row.field,
          description: row.message,
          fields: { [row.field]: [row.message] },
        },
      })
    })

  test('answers 401 without a session', async ({ client }) => {
    const response = await client.get(URL).qs({ target: 'mail' })

    response.assertStatus(401)
    response.assertBodyContains({ error: 'unauthorized', error_code: 401 })
  })
})
