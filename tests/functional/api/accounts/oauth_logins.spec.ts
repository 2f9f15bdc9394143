import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import User from '#models/user'
import OauthIdentity from '#models/oauth_identity'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'
import { isolateDatabase } from '#tests/support/database'
import { pkceChallenge, startFakeProviders, type FakeProviders } from '#tests/support/fake_oauth'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import env from '#start/env'
import { pathFor } from '#tests/support/urls'

let peers: FakeProviders
const REDIRECT_URI = 'http://localhost:3333/ru/oauth/google/redirect'

/** What the launcher does itself: the provider's consent page with its own PKCE verifier. */
async function googleCode() {
  const codeVerifier = randomBytes(48).toString('base64url')
  const authorize = new URL(env.get('GOOGLE_AUTHORIZE_URL')!)
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: env.get('GOOGLE_CLIENT_ID')!,
    redirect_uri: REDIRECT_URI,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: 'launcher-state',
  }).toString()
  const response = await fetch(authorize, { redirect: 'manual' })
  const code = new URL(response.headers.get('location')!).searchParams.get('code')!
  return { code, codeVerifier, redirectUri: REDIRECT_URI }
}

test.group('API user/oauth/{provider}', (group) => {
  group.setup(async () => {
    peers = await startFakeProviders()
    return () => peers.stop()
  })
  group.each.setup(isolateDatabase)

  test('logs in a linked account with the code the client got', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({ userId: user.id, providerUserId: 'g-api-1' }).create()
    peers.google.user = { id: 'g-api-1', name: 'Api Player' }

    const response = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json({ ...(await googleCode()), browser: 'TechnoMagic Launcher', system: 'Windows 11' })

    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    const session = await UserSession.findOrFail(response.body().accessId)
    assert.equal(session.browser, 'TechnoMagic Launcher')
    assert.equal(session.system, 'Windows 11')
  })

  test('asks a new identity for a nickname, then creates the account', async ({
    client,
    assert,
  }) => {
    peers.google.user = { id: 'g-api-new', name: 'New Comer', email: 'nc@example.com' }

    const first = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json(await googleCode())
    first.assertStatus(400)
    assert.equal(first.body().error_code, 1805)
    assert.equal(first.body().details.suggestedLogin, 'New_Comer')
    assert.notProperty(first.body().details, 'kind')
    const { registrationToken } = first.body().details

    const refused = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json({ registrationToken, login: 'New_Comer' })
    refused.assertStatus(400)
    assert.equal(refused.body().details.type, 'acceptTerms')

    const created = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json({ registrationToken, login: 'New_Comer', acceptTerms: true })
    created.assertStatus(200)
    const user = await User.findOrFail(created.body().user.id)
    assert.equal(user.nickname, 'New_Comer')
    assert.equal(user.email, 'nc@example.com')

    const again = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json({ registrationToken, login: 'Other_Name', acceptTerms: true })
    again.assertStatus(409)
    assert.equal(again.body().error_code, 1804)
  })

  test('refuses a spent code and a forged registration token', async ({ client, assert }) => {
    peers.google.user = { id: 'g-api-2', name: 'Spent' }
    const grant = await googleCode()
    await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json(grant)

    const replay = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json(grant)
    replay.assertStatus(400)
    assert.equal(replay.body().error_code, 1801)

    const forged = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'vk' }))
      .json({ registrationToken: 'forged', login: 'Forger', acceptTerms: true })
    forged.assertStatus(400)
    assert.equal(forged.body().error_code, 1806)
  })

  test('logs in through Steam with the assertion the client received', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'steam',
      providerUserId: peers.steam.user.id,
    }).create()
    const returnTo = 'http://localhost:3333/ru/oauth/steam/redirect'
    const fields = peers.steam.assertion(returnTo)
    const openid = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key.replace(/^openid\./, ''), value])
    )

    const response = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'steam' }))
      .json({ openid, redirectUri: returnTo })

    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    const replay = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'steam' }))
      .json({ openid, redirectUri: returnTo })
    replay.assertStatus(400)
    assert.equal(replay.body().error_code, 1801)
  })

  test("refuses a redirect URI that is not this site's callback of the provider", async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await OauthIdentityFactory.merge({
      userId: user.id,
      provider: 'steam',
      providerUserId: peers.steam.user.id,
    }).create()
    // An assertion another site collected for its own return address, replayed here.
    const returnTo = 'https://elsewhere.example/steam/return'
    const openid = Object.fromEntries(
      Object.entries(peers.steam.assertion(returnTo)).map(([key, value]) => [
        key.replace(/^openid\./, ''),
        value,
      ])
    )
    const steam = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'steam' }))
      .json({ openid, redirectUri: returnTo })
    const google = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'google' }))
      .json({
        ...(await googleCode()),
        redirectUri: 'http://localhost:3333/ru/oauth/steam/redirect',
      })

    steam.assertStatus(400)
    assert.equal(steam.body().error_code, 1801)
    google.assertStatus(400)
    assert.equal(google.body().error_code, 1801)
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 0)
  })

  test('unlinks through user/oauth/unlink, except the only way in', async ({ client, assert }) => {
    const user = await UserFactory.apply('oauthOnly').create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'vkid' }).create()
    await OauthIdentityFactory.merge({ userId: user.id, provider: 'google' }).create()
    const credentials = await openSession(user)

    const first = await client
      .post(pathFor('api.accounts.oauth_links.destroy'))
      .headers(sessionHeaders(credentials))
      .json({ provider: 'vk' })
    first.assertStatus(200)
    assert.equal(first.body().linkedCount, 1)

    const last = await client
      .post(pathFor('api.accounts.oauth_links.destroy'))
      .headers(sessionHeaders(credentials))
      .json({ provider: 'google' })
    last.assertStatus(409)
    assert.equal(last.body().error_code, 1808)
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 1)

    const unknown = await client
      .post(pathFor('api.accounts.oauth_links.destroy'))
      .headers(sessionHeaders(credentials))
      .json({ provider: 'steam' })
    unknown.assertStatus(404)
    assert.equal(unknown.body().error_code, 1807)
  })

  test('answers 404 for a provider that is not set up or unknown', async ({ client }) => {
    const response = await client
      .post(pathFor('api.accounts.oauth_logins.store', { provider: 'github' }))
      .json({})
    response.assertStatus(404)
  })
})
