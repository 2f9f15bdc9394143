import { test } from '@japa/runner'
import User from '#models/user'
import UserSession from '#models/user_session'
import OauthIdentity from '#models/oauth_identity'
import { UserFactory } from '#database/factories/user_factory'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'
import { isolateDatabase } from '#tests/support/database'
import { startFakeProviders, type FakeProviders } from '#tests/support/fake_oauth'
import { WebAgent } from '#tests/support/web_agent'
import { OAUTH_PROVIDERS, type OauthProvider } from '#domain/accounts/oauth'
import { pagePath } from '#tests/support/urls'

let peers: FakeProviders

/** Makes the provider's fake log in as this player. */
function actAs(provider: OauthProvider, user: { id: string; name: string; email?: string | null }) {
  peers[provider].user = user
}

async function sessionsOf(userId: number) {
  return UserSession.query().where('user_id', userId).whereNull('terminated_at')
}

/** The page the agent lands on, as HTML (flashes are rendered into its props). */
async function pageAt(agent: WebAgent, response: Response) {
  const page = await agent.request(WebAgent.location(response))
  return page.text()
}

test.group('OAuth sign-in pages', (group) => {
  group.setup(async () => {
    peers = await startFakeProviders()
    return () => peers.stop()
  })
  group.each.setup(isolateDatabase)

  for (const provider of OAUTH_PROVIDERS) {
    test('creates an account through {$self}: callback, nickname page, session')
      .with([provider])
      .run(async ({ assert }) => {
        const id = provider === 'steam' ? '76561198000000042' : `${provider}-new-1`
        actAs(provider, { id, name: 'Hana Mori', email: `hana-${provider}@example.com` })
        const agent = new WebAgent()
        const { response } = await agent.signInThrough(`/oauth/${provider}?lang=en`)

        assert.equal(response.status, 302)
        assert.equal(
          WebAgent.location(response),
          pagePath('en', 'accounts.oauth_registrations.create', { provider })
        )
        const nicknamePage = await agent.request(
          pagePath('en', 'accounts.oauth_registrations.create', { provider })
        )
        const page = await nicknamePage.text()
        assert.include(page, 'Hana_Mori')

        const created = await agent.post(
          pagePath('en', 'accounts.oauth_registrations.store', { provider }),
          {
            login: 'Hana_Mori',
            acceptTerms: 'on',
          }
        )
        assert.equal(created.status, 302)
        assert.equal(WebAgent.location(created), pagePath('en', 'platform.home.show'))
        assert.isTrue(agent.cookies.has('access_token'))

        const user = await User.findByOrFail('nickname_key', 'hana_mori')
        assert.isNull(user.password)
        const identity = await OauthIdentity.findByOrFail('user_id', user.id)
        assert.equal(identity.provider, provider)
        assert.equal(identity.providerUserId, id)
        // Steam tells no e-mail; the others' verified address becomes the account's.
        assert.equal(user.email, provider === 'steam' ? null : `hana-${provider}@example.com`)
        assert.lengthOf(await sessionsOf(user.id), 1)
      })
  }

  test('logs in the account a {$self} identity is linked to')
    .with(['google', 'vkid', 'yandex', 'steam'] as const)
    .run(async ({ assert }, provider) => {
      const user = await UserFactory.create()
      const providerUserId = provider === 'steam' ? '76561198000000077' : `${provider}-7`
      await OauthIdentityFactory.merge({ userId: user.id, provider, providerUserId }).create()
      actAs(provider, { id: providerUserId, name: 'Linked One' })

      const agent = new WebAgent()
      const { response } = await agent.signInThrough(`/oauth/${provider}?lang=ru`)

      assert.equal(response.status, 302)
      assert.equal(WebAgent.location(response), pagePath('ru', 'platform.home.show'))
      assert.lengthOf(await sessionsOf(user.id), 1)
      const [session] = await sessionsOf(user.id)
      assert.equal(agent.cookies.get('access_id'), session.id)
    })

  test('a login started on the launcher page opens a launcher session for its machine', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'google',
      providerUserId: 'google-launcher',
    }).create()
    actAs('google', { id: 'google-launcher', name: 'Launcher One' })

    const agent = new WebAgent()
    const machine = 'os=Windows&osVersion=11&arch=x64&javaVersion=21&ramMb=16384'
    const { response } = await agent.signInThrough(`/oauth/google?lang=en&launcher=1&${machine}`)

    assert.equal(response.status, 302)
    assert.equal(WebAgent.location(response), pagePath('en', 'launcher.home.show'))
    const [session] = await sessionsOf(user.id)
    assert.equal(session.source, 'launcher')
    assert.equal(session.system, 'Windows 11 x64 · Java 21 · 16 GB RAM')
    assert.equal(agent.cookies.get('access_id'), session.id)
  })

  test('a new identity from the launcher registers into a launcher session', async ({ assert }) => {
    actAs('vkid', { id: 'vk-launcher-new', name: 'Nana Launcher' })
    const agent = new WebAgent()
    await agent.signInThrough('/oauth/vkid?lang=ru&launcher=1&os=Linux&ramMb=8192')

    const created = await agent.post(
      pagePath('ru', 'accounts.oauth_registrations.store', { provider: 'vkid' }),
      { login: 'Nana_Launcher', acceptTerms: 'on' }
    )

    assert.equal(created.status, 302)
    assert.equal(WebAgent.location(created), pagePath('ru', 'launcher.home.show'))
    const user = await User.findByOrFail('nickname_key', 'nana_launcher')
    const [session] = await sessionsOf(user.id)
    assert.equal(session.source, 'launcher')
    assert.equal(session.system, 'Linux · 8 GB RAM')
  })

  test('a login started outside the launcher ignores machine fields in its link', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'yandex',
      providerUserId: 'yandex-site',
    }).create()
    actAs('yandex', { id: 'yandex-site', name: 'Site One' })

    const agent = new WebAgent()
    const { response } = await agent.signInThrough('/oauth/yandex?lang=en&os=Windows&ramMb=1')

    assert.equal(WebAgent.location(response), pagePath('en', 'platform.home.show'))
    const [session] = await sessionsOf(user.id)
    assert.equal(session.source, 'site')
  })

  test('sends PKCE to VK ID with the device id of its callback', async ({ assert }) => {
    actAs('vkid', { id: '555', name: 'Vk Player' })
    const agent = new WebAgent()
    const start = await agent.request('/oauth/vkid?lang=en')
    const authorize = new URL(WebAgent.location(start))
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
    assert.isString(authorize.searchParams.get('state'))

    const atProvider = await agent.request(authorize.href)
    const callback = new URL(WebAgent.location(atProvider), 'http://localhost:3333')
    callback.searchParams.set('device_id', 'device-42')
    await agent.request(callback.pathname + callback.search)

    const token = peers.vkid.tokenRequests.at(-1)!
    assert.equal(token.device_id, 'device-42')
    assert.isString(token.code_verifier)
    assert.notProperty(token, 'client_secret')
  })

  test('refuses a forged state with a translated message, never a 500', async ({ assert }) => {
    const agent = new WebAgent()
    await agent.request('/oauth/google?lang=en')
    const response = await agent.request(
      pagePath(
        'en',
        'accounts.oauth_callbacks.show',
        { provider: 'google' },
        { code: 'stolen', state: 'forged' }
      )
    )

    assert.equal(response.status, 302)
    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.sessions.create'))
    assert.include(
      await pageAt(agent, response),
      'The sign-in link is out of date or was already used'
    )
    assert.lengthOf(await UserSession.all(), 0)
  })

  test('refuses a callback replayed in the same browser', async ({ assert }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: user.id, providerUserId: 'g-replay' }).create()
    actAs('google', { id: 'g-replay', name: 'Replay' })
    const agent = new WebAgent()
    const { callbackUrl } = await agent.signInThrough('/oauth/google?lang=en')

    const replay = await agent.request(callbackUrl)
    assert.equal(replay.status, 302)
    assert.equal(WebAgent.location(replay), pagePath('en', 'accounts.sessions.create'))
    assert.lengthOf(await sessionsOf(user.id), 1)
  })

  test('refuses a replay carrying the old state cookies: the code is spent', async ({ assert }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: user.id, providerUserId: 'g-stale' }).create()
    actAs('google', { id: 'g-stale', name: 'Stale' })
    const agent = new WebAgent()
    const start = await agent.request('/oauth/google?lang=en')
    const atProvider = await agent.request(WebAgent.location(start))
    const saved = new Map(agent.cookies)
    const callbackUrl = WebAgent.location(atProvider)
    await agent.request(callbackUrl)

    const attacker = new WebAgent()
    for (const [name, value] of saved) attacker.cookies.set(name, value)
    const replay = await attacker.request(callbackUrl)

    assert.equal(replay.status, 302)
    assert.equal(WebAgent.location(replay), pagePath('en', 'accounts.sessions.create'))
    assert.lengthOf(await sessionsOf(user.id), 1)
  })

  test('refuses a Steam assertion Steam did not sign', async ({ assert }) => {
    const agent = new WebAgent()
    const start = await agent.request('/oauth/steam?lang=en')
    const atSteam = new URL(WebAgent.location(start))
    const returnTo = atSteam.searchParams.get('openid.return_to')!
    const fields = peers.steam.assertion(returnTo)
    fields['openid.claimed_id'] = 'https://steamcommunity.com/openid/id/76561198999999999'
    fields['openid.identity'] = fields['openid.claimed_id']
    const callback = new URL(returnTo)
    for (const [key, value] of Object.entries(fields)) callback.searchParams.set(key, value)

    const response = await agent.request(callback.pathname + callback.search)
    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.sessions.create'))
    assert.include(await pageAt(agent, response), 'could not be verified')
    assert.lengthOf(await UserSession.all(), 0)
  })

  test('tells a player who cancelled at the provider', async ({ assert }) => {
    const agent = new WebAgent()
    await agent.request('/oauth/yandex?lang=en')
    const response = await agent.request(
      pagePath(
        'en',
        'accounts.oauth_callbacks.show',
        { provider: 'yandex' },
        { error: 'access_denied', state: 'x' }
      )
    )
    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.sessions.create'))
    assert.include(await pageAt(agent, response), 'Sign-in was cancelled at the provider')
  })

  test('says the provider did not answer when it is down, never a 500', async ({ assert }) => {
    await peers.google.stop()
    try {
      const agent = new WebAgent()
      const start = await agent.request('/oauth/google?lang=en')
      const state = new URL(WebAgent.location(start)).searchParams.get('state')!
      const response = await agent.request(
        pagePath(
          'en',
          'accounts.oauth_callbacks.show',
          { provider: 'google' },
          { code: 'c', state }
        )
      )
      assert.equal(WebAgent.location(response), pagePath('en', 'accounts.sessions.create'))
      assert.include(await pageAt(agent, response), 'The provider did not answer')
    } finally {
      await peers.google.start()
    }
  })

  test('keeps the nickname page for the identity it was opened for', async ({ assert }) => {
    const agent = new WebAgent()
    const response = await agent.request(
      pagePath('en', 'accounts.oauth_registrations.create', { provider: 'google' })
    )
    assert.equal(response.status, 302)
    assert.equal(WebAgent.location(response), pagePath('en', 'accounts.sessions.create'))
    assert.include(await pageAt(agent, response), 'The registration took too long')
  })

  test('refuses a taken nickname and unaccepted terms on the nickname page', async ({ assert }) => {
    await UserFactory.merge({ nickname: 'Taken_Name' }).create()
    actAs('google', { id: 'g-nick', name: 'Taken Name' })
    const agent = new WebAgent()
    await agent.signInThrough('/oauth/google?lang=en')

    const refused = await agent.post(
      pagePath('en', 'accounts.oauth_registrations.store', { provider: 'google' }),
      { login: 'taken_name' }
    )
    assert.equal(refused.status, 302)
    const page = await pageAt(agent, refused)
    assert.include(page, 'This nickname is already taken')
    assert.include(page, 'Accept the public offer, the privacy policy and the rules')
    assert.lengthOf(await OauthIdentity.all(), 0)
  })
})
