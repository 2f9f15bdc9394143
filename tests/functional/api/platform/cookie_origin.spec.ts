import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { siteUrl, withRawCookies } from '#tests/support/http'
import { endedAt, sessionHeaders, type Credentials } from '#tests/support/sessions'
import { pathFor } from '#tests/support/urls'

const EVIL = 'http://evil.example'

type Headers = Record<string, string>

async function twoSessions() {
  const user = await UserFactory.create()
  const open = () =>
    new SessionTokenService().create(user, {
      source: 'site',
      browser: 'Firefox 140',
      system: 'Linux',
      ip: '198.51.100.20',
    })
  return { current: await open(), other: await open() }
}

/** `terminate-all` as a form post riding on the login cookies only. */
function terminateAllByCookies(client: ApiClient, credentials: Credentials) {
  return withRawCookies(client.post(pathFor('api.accounts.other_sessions.destroy')), {
    access_id: credentials.accessId,
    access_token: credentials.accessToken,
  })
    .header('Accept-Language', 'en')
    .form({})
}

test.group('API calls logged in by cookie from another site', (group) => {
  group.each.setup(isolateDatabase)

  test('are refused with 403 when {case}')
    .with<{ case: string; headers: Headers }[]>([
      { case: 'Origin is another site', headers: { Origin: EVIL } },
      { case: 'Origin is "null"', headers: { Origin: 'null' } },
      { case: 'Sec-Fetch-Site is cross-site', headers: { 'Sec-Fetch-Site': 'cross-site' } },
      { case: 'Sec-Fetch-Site is same-site', headers: { 'Sec-Fetch-Site': 'same-site' } },
    ])
    .run(async ({ client, assert }, row) => {
      const { current, other } = await twoSessions()

      const response = await terminateAllByCookies(client, current).headers(row.headers)

      response.assertStatus(403)
      response.assertBody({
        error: 'forbidden',
        error_code: 403,
        error_message: 'You are not allowed to do this.',
        details: { type: 'forbidden', description: 'You are not allowed to do this.' },
      })
      assert.isUndefined(response.header('access-control-allow-origin'))
      assert.isNull(await endedAt(other.accessId))
    })

  test('are served from the site itself: {case}')
    .with<{ case: string; headers: Headers }[]>([
      { case: 'same-origin Sec-Fetch-Site', headers: { 'Sec-Fetch-Site': 'same-origin' } },
      { case: 'the site as Origin', headers: { Origin: new URL(siteUrl('/')).origin } },
      { case: 'no Origin at all (not a web page)', headers: {} },
    ])
    .run(async ({ client, assert }, row) => {
      const { current, other } = await twoSessions()

      const response = await terminateAllByCookies(client, current).headers(row.headers)

      response.assertStatus(200)
      assert.isNotNull(await endedAt(other.accessId))
    })

  test('with token headers stay open to any origin', async ({ client, assert }) => {
    const { current, other } = await twoSessions()

    const response = await client
      .post(pathFor('api.accounts.other_sessions.destroy'))
      .headers({ ...sessionHeaders(current), 'Origin': EVIL, 'Sec-Fetch-Site': 'cross-site' })
      .json({})

    response.assertStatus(200)
    response.assertHeader('access-control-allow-origin', EVIL)
    assert.isNotNull(await endedAt(other.accessId))
  })

  test('CORS does not answer another site a GET that carries the login cookies', async ({
    client,
    assert,
  }) => {
    const { current } = await twoSessions()

    const response = await withRawCookies(
      client.get(pathFor('api.accounts.active_sessions.index')),
      {
        access_id: current.accessId,
        access_token: current.accessToken,
      }
    ).header('Origin', EVIL)

    assert.isUndefined(response.header('access-control-allow-origin'))
  })
})
