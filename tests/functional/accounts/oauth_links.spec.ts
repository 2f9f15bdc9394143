import { test } from '@japa/runner'
import AccountHistoryEntry from '#models/account_history_entry'
import OauthIdentity from '#models/oauth_identity'
import { UserFactory } from '#database/factories/user_factory'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'
import { isolateDatabase } from '#tests/support/database'
import { startFakeProviders, type FakeProviders } from '#tests/support/fake_oauth'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { WebAgent } from '#tests/support/web_agent'
import type User from '#models/user'
import { pagePath } from '#tests/support/urls'

let peers: FakeProviders

/** A browser logged in as the player (its login cookies). */
async function loggedInAgent(user: User) {
  const credentials = await openSession(user)
  const agent = new WebAgent()
  agent.cookies.set('access_id', credentials.accessId)
  agent.cookies.set('access_token', credentials.accessToken)
  return agent
}

test.group('Cabinet authorization page', (group) => {
  group.setup(async () => {
    peers = await startFakeProviders()
    return () => peers.stop()
  })
  group.each.setup(isolateDatabase)

  test('lists the password and every provider with its link', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const identity = await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'yandex',
      name: 'Sora Y',
      email: 'sora@yandex.example',
    }).create()

    const response = await client
      .get(pagePath('en', 'accounts.oauth_links.index'))
      .loginAs(user)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('accounts/oauth_links/index')
    const { methods } = response.inertiaProps as {
      methods: { hasPassword: boolean; linkedCount: number; providers: any[] }
    }
    assert.isTrue(methods.hasPassword)
    assert.equal(methods.linkedCount, 1)
    assert.deepEqual(
      methods.providers.map((row) => [row.provider, row.link?.name ?? null]),
      [
        ['vkid', null],
        ['steam', null],
        ['google', null],
        ['yandex', 'Sora Y'],
      ]
    )
    assert.equal(methods.providers[3].link.email, 'sora@yandex.example')
    const linkedAt = identity.createdAt.toUTC().startOf('second').toISO()!.slice(0, 19)
    assert.equal(methods.providers[3].link.linkedAt.slice(0, 19), linkedAt)
  })

  test('links a provider through its consent page and records it', async ({ assert }) => {
    const user = await UserFactory.create()
    peers.google.user = { id: 'g-link-1', name: 'Linked Sora', email: 'ls@example.com' }
    const agent = await loggedInAgent(user)

    const { response } = await agent.signInThrough(
      pagePath('en', 'accounts.oauth_links.store', { provider: 'google' }),
      {
        method: 'POST',
      }
    )

    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.oauth_links.index'))
    const identity = await OauthIdentity.findByOrFail('user_id', user.id)
    assert.equal(identity.providerUserId, 'g-link-1')
    const entry = await AccountHistoryEntry.findByOrFail('user_id', user.id)
    assert.equal(entry.action, 'oauth_linked')
    assert.equal(entry.target, 'password')
    assert.deepEqual(entry.details, { provider: 'google' })
  })

  test('returns to the bonus tab when the bonus tab started the link', async ({ assert }) => {
    const user = await UserFactory.create()
    peers.google.user = { id: 'g-bonus-1', name: 'Bonus Sora' }
    const agent = await loggedInAgent(user)

    const { response } = await agent.signInThrough(
      pagePath('en', 'accounts.oauth_links.store', { provider: 'google' }),
      {
        method: 'POST',
        body: new URLSearchParams({ returnTo: 'economy.bonus.show' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    )

    assert.equal(WebAgent.location(response), pagePath('en', 'economy.bonus.show'))
    const identity = await OauthIdentity.findByOrFail('user_id', user.id)
    assert.equal(identity.providerUserId, 'g-bonus-1')
  })

  test('sends a refused link back to the bonus tab that started it', async ({ assert }) => {
    const owner = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: owner.id, providerUserId: 'g-owned-2' }).create()
    const user = await UserFactory.create()
    peers.google.user = { id: 'g-owned-2', name: 'Someone' }
    const agent = await loggedInAgent(user)

    const { response } = await agent.signInThrough(
      pagePath('en', 'accounts.oauth_links.store', { provider: 'google' }),
      {
        method: 'POST',
        body: new URLSearchParams({ returnTo: 'economy.bonus.show' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    )

    assert.equal(WebAgent.location(response), pagePath('en', 'economy.bonus.show'))
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 0)
  })

  test('refuses a return target that is not a cabinet tab', async ({ assert }) => {
    const user = await UserFactory.create()
    const agent = await loggedInAgent(user)

    const response = await agent.post(
      pagePath('en', 'accounts.oauth_links.store', { provider: 'google' }),
      { returnTo: 'https://evil.example/' }
    )

    assert.notInclude(WebAgent.location(response), 'evil.example')
    assert.notInclude(WebAgent.location(response), '127.0.0.1')
  })

  test('refuses an identity linked to another player', async ({ assert }) => {
    const owner = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: owner.id, providerUserId: 'g-owned' }).create()
    const user = await UserFactory.create()
    peers.google.user = { id: 'g-owned', name: 'Someone' }
    const agent = await loggedInAgent(user)

    const { response } = await agent.signInThrough(
      pagePath('en', 'accounts.oauth_links.store', { provider: 'google' }),
      {
        method: 'POST',
      }
    )

    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.oauth_links.index'))
    const page = await agent.request(pagePath('en', 'accounts.oauth_links.index'))
    assert.include(await page.text(), 'already linked to another player')
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 0)
  })

  test('unlinks a provider and records it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'vkid' }).create()
    const current = await openSession(user)

    const response = await client
      .delete(pagePath('en', 'accounts.oauth_links.destroy', { provider: 'vkid' }))
      .headers(sessionHeaders(current))
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'accounts.oauth_links.index'))
    response.assertFlashMessage('success', 'accounts.oauth_links.unlinked')
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 0)
    const entry = await AccountHistoryEntry.findByOrFail('user_id', user.id)
    assert.equal(entry.action, 'oauth_unlinked')
    assert.equal(entry.sessionId, current.accessId)
  })

  test('refuses to unlink the only way to log in', async ({ client, assert }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'steam' }).create()

    const response = await client
      .delete(pagePath('en', 'accounts.oauth_links.destroy', { provider: 'steam' }))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('error', {
      key: 'accounts.oauth.only_login_method',
      data: {},
    })
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 1)
  })

  test('lets an account without a password unlink one of two providers', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'steam' }).create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'google' }).create()

    const response = await client
      .delete(pagePath('en', 'accounts.oauth_links.destroy', { provider: 'steam' }))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    const left = await OauthIdentity.query().where('user_id', user.id)
    assert.deepEqual(
      left.map((one) => one.provider),
      ['google']
    )
  })
})
