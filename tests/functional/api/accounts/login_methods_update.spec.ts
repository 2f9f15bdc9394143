import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import OauthIdentity from '#models/oauth_identity'
import AccountHistoryEntry from '#models/account_history_entry'
import { UserFactory } from '#database/factories/user_factory'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

const PASSWORD = 'a new passphrase'

async function oauthOnlyPlayer(providers: ('google' | 'vkid' | 'steam')[]) {
  const user = await UserFactory.apply('oauthOnly').create()
  for (const provider of providers) {
    await OauthIdentityFactory.merge({ userId: user.id, provider }).create()
  }
  return { user, headers: sessionHeaders(await openSession(user)) }
}

test.group('API cabinet/authorization/update', (group) => {
  group.each.setup(isolateDatabase)

  test('sets a first password and unlinks the only provider in one change, idempotently', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await oauthOnlyPlayer(['google'])
    const body = { password: PASSWORD, passwordConfirmation: PASSWORD, unlink: ['google'] }

    const first = await client
      .post(pathFor('api.accounts.oauth_links.update'))
      .headers(headers)
      .json(body)
    first.assertStatus(200)
    assert.isTrue(first.body().hasPassword)
    assert.equal(first.body().linkedCount, 0)
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, PASSWORD))
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 0)

    // The same request again changes nothing and answers the same.
    const replay = await client
      .post(pathFor('api.accounts.oauth_links.update'))
      .headers(headers)
      .json(body)
    replay.assertStatus(200)
    assert.deepEqual(replay.body(), first.body())
    const history = await AccountHistoryEntry.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      history.map((entry) => entry.action),
      ['password_set', 'oauth_unlinked']
    )
  })

  test('keeps the only way in: no provider goes before a password replaces it', async ({
    client,
    assert,
  }) => {
    const { user, headers } = await oauthOnlyPlayer(['google', 'vkid'])

    const both = await client
      .post(pathFor('api.accounts.oauth_links.update'))
      .headers(headers)
      .header('Accept-Language', 'ru')
      .json({ unlink: ['google', 'vk'] })
    both.assertStatus(409)
    assert.equal(both.body().error_code, 1808)
    assert.include(both.body().error_message, 'единственный способ входа')
    assert.lengthOf(await OauthIdentity.query().where('user_id', user.id), 2)

    const one = await client
      .post(pathFor('api.accounts.oauth_links.update'))
      .headers(headers)
      .json({ unlink: ['vk', 'steam'] })
    one.assertStatus(200)
    const left = await OauthIdentity.query().where('user_id', user.id)
    assert.deepEqual(
      left.map((row) => row.provider),
      ['google']
    )
    await user.refresh()
    assert.isNull(user.password)
  })

  test('refuses another password than the one the account has, with the limit of wrong ones', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ password: await hash.make(PASSWORD) }).create()
    const headers = sessionHeaders(await openSession(user))
    const update = (password: string) =>
      client
        .post(pathFor('api.accounts.oauth_links.update'))
        .headers(headers)
        .header('Accept-Language', 'en')
        .json({ password, passwordConfirmation: password })

    const same = await update(PASSWORD)
    same.assertStatus(200)
    assert.isTrue(same.body().hasPassword)

    const other = await update('another passphrase')
    other.assertStatus(409)
    assert.equal(other.body().error_code, 2300)
    assert.equal(other.body().error, 'password')
    assert.include(other.body().error_message, 'password tab')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, PASSWORD))

    for (let attempt = 0; attempt < 4; attempt++) await update('another passphrase')
    const blocked = await update('another passphrase')
    blocked.assertStatus(429)
  })

  test('checks the body: a password with its repeat, known providers, one of them', async ({
    client,
    assert,
  }) => {
    const { headers } = await oauthOnlyPlayer(['google'])
    const post = (body: object) =>
      client.post(pathFor('api.accounts.oauth_links.update')).headers(headers).json(body)

    const empty = await post({})
    empty.assertStatus(400)
    assert.equal(empty.body().error_code, 400)

    const mismatch = await post({ password: PASSWORD, passwordConfirmation: 'something else' })
    mismatch.assertStatus(400)
    assert.property(mismatch.body().details.fields, 'passwordConfirmation')

    const unknown = await post({ unlink: ['github'] })
    unknown.assertStatus(400)

    const guest = await client.post(pathFor('api.accounts.oauth_links.update')).json({ unlink: [] })
    guest.assertStatus(401)
  })
})
