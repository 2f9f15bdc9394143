import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import UserSession from '#models/user_session'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { parseTrustedProxies, proxyTrust } from '#domain/platform/trusted_proxies'
import { pathFor } from '#tests/support/urls'

const PASSWORD = 'correct horse battery'

/** The IP the server stored for a fresh API login sent with these forwarding headers. */
async function loginIp(client: ApiClient, forwardedFor: string) {
  await UserFactory.merge({ nickname: 'Steve_1', password: await hash.make(PASSWORD) }).create()
  const response = await client
    .post(pathFor('api.accounts.sessions.store'))
    .header('X-Forwarded-For', forwardedFor)
    .json({ login: 'Steve_1', password: PASSWORD })
  response.assertStatus(200)
  const session = await UserSession.findOrFail(response.body().accessId)
  return session.ip
}

/** Runs the test with another TRUSTED_PROXIES list (the test client connects from loopback). */
function trustOnly(list: string) {
  const http = app.config.get<{ trustProxy: unknown }>('app.http')
  const previous = http.trustProxy
  http.trustProxy = proxyTrust(parseTrustedProxies(list))
  return () => {
    http.trustProxy = previous
  }
}

test.group('Proxy trust', (group) => {
  group.each.setup(isolateDatabase)

  test('takes the right-most address a trusted proxy appended', async ({ client, assert }) => {
    assert.equal(await loginIp(client, '203.0.113.9, 198.51.100.7'), '198.51.100.7')
  })

  test('ignores X-Forwarded-For from a peer that is not a trusted proxy', async ({
    client,
    assert,
  }) => {
    assert.notEqual(await loginIp(client, '203.0.113.9'), '203.0.113.9')
  }).setup(() => trustOnly('10.0.0.0/8'))

  test('a rotating X-Forwarded-For does not lift a per-IP limit', async ({ client, assert }) => {
    const answers: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await client
        .post(pathFor('api.accounts.registrations.store'))
        .header('X-Forwarded-For', `203.0.113.${attempt}`)
        .json({})
      answers.push(response.status())
    }
    assert.equal(answers.at(-1), 429)
  }).setup(() => trustOnly('10.0.0.0/8'))
})
