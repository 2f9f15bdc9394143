/* eslint-disable no-restricted-syntax -- raw paths: unknown and malformed paths are the subject */
import { test } from '@japa/runner'
import { FIXED_REDIRECTS } from '#domain/platform/legacy_redirects'
import { withRawCookies } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

/** spec §2 legacy redirects: the old path and where it lands, without the language. */
const SPEC_TARGETS: Record<string, string> = {
  '/settings/auth2factor': '/cabinet/2fa',
  '/settings': '/cabinet',
  '/cabinet/usage': '/cabinet',
  '/cabinet/history': '/cabinet/transactions',
  '/cabinet/pay': '/pay',
  '/cabinet/group': '/store',
  '/donate': '/store',
  '/kits': '/store',
  '/votes': '/cabinet/bonus',
  '/bonus': '/cabinet/bonus',
  '/bans': '/banlist',
  '/transfer': '?open-modal=transfer-coins',
  '/about': '',
  '/user': '',
  '/launcher': '/start',
  '/online': '/stats',
}

/**
 * Each fixed path of the table, bare, with a trailing slash and under /en;
 * /en/launcher is the launcher's own page (tests/functional/launcher/routes.spec.ts).
 */
const FIXED_ROWS = Object.keys(FIXED_REDIRECTS)
  .flatMap((path) => [
    { path, target: SPEC_TARGETS[path], lang: 'ru' },
    { path: `${path}/`, target: SPEC_TARGETS[path], lang: 'ru' },
    { path: `/en${path}`, target: SPEC_TARGETS[path], lang: 'en' },
  ])
  .filter((row) => row.path !== '/en/launcher')

test.group('Legacy fixed redirects', () => {
  test('covers every legacy path of spec §2', ({ assert }) => {
    assert.sameMembers(Object.keys(FIXED_REDIRECTS), Object.keys(SPEC_TARGETS))
  })

  test('redirects {path} permanently to /{lang}{target}')
    .with(FIXED_ROWS)
    .run(async ({ client }, row) => {
      const response = await client.get(row.path).redirects(0)

      response.assertStatus(301)
      response.assertHeader('location', `/${row.lang}${row.target}`)
    })

  test('redirects a bare legacy path into the language of the locale cookie', async ({
    client,
  }) => {
    const response = await withRawCookies(client.get('/donate'), { locale: 'en' }).redirects(0)

    response.assertStatus(301)
    response.assertHeader('location', pagePath('en', 'economy.store.show'))
  })

  test('redirects a bare legacy path into the language of Accept-Language', async ({ client }) => {
    const response = await client.get('/bans').header('Accept-Language', 'en').redirects(0)

    response.assertStatus(301)
    response.assertHeader('location', pagePath('en', 'players.bans.index'))
  })

  test('varies a language-dependent permanent redirect by cookie and language', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/kits').redirects(0)

    assert.match(response.header('vary') ?? '', /Cookie/i)
    assert.match(response.header('vary') ?? '', /Accept-Language/i)
  })

  test('does not redirect a legacy path on POST', async ({ client }) => {
    const response = await client.post('/donate').withCsrfToken().redirects(0)

    response.assertStatus(404)
  })
})

test.group('Not found page', () => {
  test('answers {url} with 404 and the not-found page')
    .with([
      { url: '/xx/anything', locale: 'ru' },
      { url: '/ru/nope', locale: 'ru' },
      { url: '/en/nope', locale: 'en' },
      { url: '/ru/development/nope', locale: 'ru' },
    ])
    .run(async ({ client }, row) => {
      const response = await client.get(row.url).withInertia()

      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
      response.assertInertiaPropsContains({ path: row.url, locale: row.locale })
    })

  test('server-renders the Russian title with the path', async ({ client, assert }) => {
    const response = await client.get('/ru/nope')

    response.assertStatus(404)
    assert.match(response.header('content-type')!, /^text\/html/)
    assert.include(response.text(), 'Страница не найдена: /ru/nope')
  })

  test('server-renders the English title with the path', async ({ client, assert }) => {
    const response = await client.get('/en/nope')

    response.assertStatus(404)
    assert.include(response.text(), 'Page Not Found: /en/nope')
  })

  test('translates the 404 of an unprefixed path by Accept-Language', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/xx/anything').header('Accept-Language', 'en')

    response.assertStatus(404)
    assert.include(response.text(), 'Page Not Found: /xx/anything')
  })

  test('shows the decoded path of a percent-encoded URL', async ({ client }) => {
    const response = await client.get('/ru/%D0%BD%D0%B5%D1%82').withInertia()

    response.assertStatus(404)
    response.assertInertiaPropsContains({ path: '/ru/нет' })
  })

  test('refuses a malformed percent-encoding with 400, not a server error', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/ru/%E0%A4%A')

    response.assertStatus(400)
    assert.notMatch(response.text(), /\bat .+:\d+:\d+/)
  })

  test('shares the guest state with the not-found page', async ({ client }) => {
    const response = await client.get('/en/nope').withInertia()

    response.assertInertiaPropsContains({ currentUser: null, permissions: {}, region: 'russia' })
  })
})
