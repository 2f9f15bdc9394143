import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import type { ApiRequest } from '@japa/api-client'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'
const SESSION_COOKIE = 'tm-session'

/** The framework session id the request carries and the one the answer sets. */
async function sessionIds(request: ApiRequest) {
  const before = request.sessionClient.sessionId
  const response = await request.redirects(0)
  response.assertStatus(302)
  return { before, after: response.cookie(SESSION_COOKIE)?.value }
}

/** Session fixation: the framework session id changes whenever the login does. */
test.group('Session id renewal', (group) => {
  group.each.setup(isolateDatabase)

  test('at login', async ({ client, assert }) => {
    await UserFactory.merge({ nickname: 'Steve_1', password: await hash.make(PASSWORD) }).create()

    const ids = await sessionIds(
      client
        .post(pagePath('ru', 'accounts.sessions.store'))
        .form({ login: 'Steve_1', password: PASSWORD })
        .withCsrfToken()
        .withSession({ planted: true })
    )

    assert.isString(ids.after)
    assert.notEqual(ids.after, ids.before)
  })

  test('at registration', async ({ client, assert }) => {
    const ids = await sessionIds(
      client
        .post(pagePath('ru', 'accounts.registrations.store'))
        .form({
          login: 'New_Player',
          email: 'new@example.com',
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
          acceptTerms: 'on',
        })
        .withCsrfToken()
    )

    assert.isString(ids.after)
    assert.notEqual(ids.after, ids.before)
  })

  test('at logout', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const ids = await sessionIds(
      client.post(pagePath('ru', 'accounts.logout.store')).loginAs(user).withCsrfToken()
    )

    assert.isString(ids.after)
    assert.notEqual(ids.after, ids.before)
  })

  test('not on an ordinary form post', async ({ client, assert }) => {
    const ids = await sessionIds(client.put('/region').form({ region: 'global' }).withCsrfToken())

    assert.equal(ids.after, ids.before)
  })
})
