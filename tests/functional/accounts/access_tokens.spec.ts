import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import SessionTokenService from '#services/accounts/session_token_service'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { hashSecretToken } from '#data/secret_tokens'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

test.group('Access token sessions', (group) => {
  group.each.setup(isolateDatabase)

  test('shares the logged-in player as currentUser', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .loginAs(user)

    response.assertInertiaPropsContains({
      currentUser: {
        id: user.id,
        login: user.nickname,
        avatarOrSkin: null,
        referralCode: user.referralCode,
      },
    })
  })

  test('accepts the Access-Id and Access-Token headers', async ({ client }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const response = await client
      .get(pagePath('en', 'platform.home.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
      .withInertia()

    response.assertInertiaPropsContains({ currentUser: { id: user.id } })
  })

  test('accepts the access_id and access_token cookies', async ({ client }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const response = await withRawCookies(client.get(pagePath('en', 'platform.home.show')), {
      access_id: accessId,
      access_token: accessToken,
    }).withInertia()

    response.assertInertiaPropsContains({ currentUser: { id: user.id } })
  })

  test('prefers the headers over the cookies', async ({ client }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const response = await withRawCookies(client.get(pagePath('en', 'platform.home.show')), {
      access_id: accessId,
      access_token: 'stale-token',
    })
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
      .withInertia()

    response.assertInertiaPropsContains({ currentUser: { id: user.id } })
  })

  test('treats a wrong token as a guest', async ({ client }) => {
    const user = await UserFactory.create()
    const { accessId } = await openSession(user)

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', 'not-the-token')
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaPropsContains({ currentUser: null, permissions: {} })
  })

  test('treats a malformed access id as a guest', async ({ client }) => {
    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', "1' or '1'='1")
      .header('Access-Token', 'x')
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaPropsContains({ currentUser: null })
  })

  test('refuses a terminated session on its very next request', async ({ client }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken, session } = await openSession(user)
    const visit = () =>
      client
        .get(pagePath('ru', 'platform.home.show'))
        .header('Access-Id', accessId)
        .header('Access-Token', accessToken)
        .withInertia()

    const before = await visit()
    await new SessionTokenService().terminate(session)
    const after = await visit()

    before.assertInertiaPropsContains({ currentUser: { id: user.id } })
    after.assertInertiaPropsContains({ currentUser: null })
  })

  test('accepts a live session row whose token hash matches', async ({ client }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    const session = await UserSessionFactory.merge({
      userId: user.id,
      tokenHash: hashSecretToken('known'),
    })
      .apply('launcher')
      .create()

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', session.id)
      .header('Access-Token', 'known')
      .withInertia()

    response.assertInertiaPropsContains({ currentUser: { id: user.id, login: user.nickname } })
  })

  test('refuses a terminated session row even with the right token', async ({ client }) => {
    const user = await UserFactory.create()
    const session = await UserSessionFactory.merge({
      userId: user.id,
      tokenHash: hashSecretToken('known'),
    })
      .apply('terminated')
      .create()

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', session.id)
      .header('Access-Token', 'known')
      .withInertia()

    response.assertInertiaPropsContains({ currentUser: null })
  })

  test('stores only a hash of the token', async ({ assert }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken } = await openSession(user)

    const row = await UserSession.findOrFail(accessId)
    assert.notEqual(row.tokenHash, accessToken)
    assert.notInclude(row.tokenHash, accessToken)
    assert.match(row.tokenHash, /^[0-9a-f]{64}$/)
  })

  test('stamps the last use of a session idle for more than five minutes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { accessId, accessToken, session } = await openSession(user)
    session.lastUsedAt = DateTime.utc().minus({ minutes: 10 })
    await session.save()

    await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('Access-Id', accessId)
      .header('Access-Token', accessToken)
      .withInertia()

    await session.refresh()
    assert.isAbove(session.lastUsedAt.toMillis(), DateTime.utc().minus({ minutes: 1 }).toMillis())
  })
})

test.group('Permissions of the current player', (group) => {
  group.each.setup(isolateDatabase)

  test('shares the nested tree of the player staff groups', async ({ client }) => {
    const user = await UserFactory.create()
    const editors = await withPermissions(['web.documents.create', 'web.documents.edit']).create()
    const moderators = await withPermissions(['players.bans.edit']).create()
    await user.related('staffGroups').attach([editors.id, moderators.id])

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .loginAs(user)

    response.assertInertiaPropsContains({
      permissions: {
        web: { documents: { create: true, edit: true } },
        players: { bans: { edit: true } },
      },
    })
  })

  test('lets a prefix grant replace the paths under it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const admins = await withPermissions(['web', 'web.documents.edit']).create()
    await user.related('staffGroups').attach([admins.id])

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .loginAs(user)

    assert.deepEqual(response.inertiaProps.permissions, { web: true })
  })

  test('shares no permissions with a player outside staff groups', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await withPermissions(['web.documents.edit']).create()

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .loginAs(user)

    assert.deepEqual(response.inertiaProps.permissions, {})
  })
})
