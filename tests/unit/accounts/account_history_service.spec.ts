import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AccountHistoryService from '#services/accounts/account_history_service'
import AccountHistoryEntry from '#models/account_history_entry'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { AccountHistoryEntryFactory } from '#database/factories/account_history_entry_factory'
import { isolateDatabase } from '#tests/support/database'

test.group('Account history service', (group) => {
  group.each.setup(isolateDatabase)

  test('records an entry with its session, ip and details', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await UserSessionFactory.merge({ userId: user.id }).create()

    await new AccountHistoryService().record({
      user,
      target: 'mail',
      action: 'mail_changed',
      session,
      ip: '203.0.113.7',
      details: { from: 'old@example.com', to: 'new@example.com' },
    })

    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.equal(entry.target, 'mail')
    assert.equal(entry.action, 'mail_changed')
    assert.equal(entry.sessionId, session.id)
    assert.equal(entry.ip, '203.0.113.7')
    assert.deepEqual(entry.details, { from: 'old@example.com', to: 'new@example.com' })
  })

  test('records an entry without a session or details', async ({ assert }) => {
    const user = await UserFactory.create()

    await new AccountHistoryService().record({
      user,
      target: '2fa',
      action: 'two_factor_unlinked',
      session: null,
      ip: '2001:db8::1',
    })

    const entry = await AccountHistoryEntry.query().where('user_id', user.id).firstOrFail()
    assert.isNull(entry.sessionId)
    assert.isNull(entry.details)
  })

  test('keeps an entry when its session row is deleted', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await UserSessionFactory.merge({ userId: user.id }).create()
    const entry = await AccountHistoryEntryFactory.merge({
      userId: user.id,
      sessionId: session.id,
    }).create()

    await session.delete()

    await entry.refresh()
    assert.isNull(entry.sessionId)
  })

  test("lists one target of one user's entries, newest first, with sessions", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const session = await UserSessionFactory.merge({ userId: user.id }).create()
    const now = DateTime.utc()
    const older = await AccountHistoryEntryFactory.merge({
      userId: user.id,
      createdAt: now.minus({ days: 2 }),
    }).create()
    const newer = await AccountHistoryEntryFactory.merge({
      userId: user.id,
      sessionId: session.id,
      createdAt: now.minus({ days: 1 }),
    }).create()
    await AccountHistoryEntryFactory.apply('mail').merge({ userId: user.id }).create()
    await AccountHistoryEntryFactory.merge({ userId: other.id }).create()

    const page = await new AccountHistoryService().list(user, 'password')

    assert.deepEqual(
      page.all().map((entry) => entry.id),
      [newer.id, older.id]
    )
    assert.equal(page.all()[0].session.id, session.id)
    assert.isNull(page.all()[1].session)
    assert.equal(page.total, 2)
  })

  test('pages the list', async ({ assert }) => {
    const user = await UserFactory.create()
    await AccountHistoryEntryFactory.merge({ userId: user.id }).createMany(3)

    const page = await new AccountHistoryService().list(user, 'password', 2, 2)

    assert.lengthOf(page.all(), 1)
    assert.equal(page.total, 3)
    assert.equal(page.currentPage, 2)
  })
})
