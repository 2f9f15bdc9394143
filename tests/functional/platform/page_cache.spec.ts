import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import i18nManager from '@adonisjs/i18n/services/main'
import type Server from '#models/server'
import AppStateService from '#services/platform/app_state_service'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { siteUrl, withRawCookies } from '#tests/support/http'
import { pagePath, pathFor } from '#tests/support/urls'

/** Renames the server behind the cached page's back: a cached page keeps the old name. */
async function renameServer(server: Server, name: string) {
  server.name = name
  await server.save()
  await new AppStateService().forget()
}

/** A login form post without a CSRF token, with one header telling where it comes from. */
function postLoginWithout(client: ApiClient, header: string, value: string) {
  return client
    .post(pagePath('en', 'accounts.sessions.store'))
    .header(header, value)
    .form({ login: 'nobody', password: 'wrong password' })
    .redirects(0)
}

test.group('Guest pages: no cookies, public caching, finished bytes (#8)', (group) => {
  group.each.setup(isolateDatabase)

  test('a first visit sets no cookie and may be cached by a CDN', async ({ client, assert }) => {
    await ServerFactory.create()

    const response = await client.get(pagePath('ru', 'platform.home.show'))

    response.assertStatus(200)
    assert.isUndefined(response.headers()['set-cookie'])
    response.assertHeader('cache-control', 'public, max-age=60, stale-while-revalidate=300')
    assert.include(response.headers()['vary'], 'Cookie')
  })

  test('the next guest gets the same finished page, compressed', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const name = server.name
    await client.get(pagePath('ru', 'platform.home.show'))
    await renameServer(server, 'Renamed')

    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('accept-encoding', 'gzip')

    response.assertStatus(200)
    response.assertHeader('content-encoding', 'gzip')
    assert.include(response.text(), name)
    assert.notInclude(response.text(), 'Renamed')
    assert.isUndefined(response.headers()['set-cookie'])
  })

  test('guests arriving while the page renders share that render; a player gets his own', async ({
    client,
    assert,
  }) => {
    await ServerFactory.create()
    const user = await UserFactory.create()

    const [first, second, third, player] = await Promise.all([
      client.get(pagePath('ru', 'platform.home.show')).header('accept-encoding', 'gzip'),
      client.get(pagePath('ru', 'platform.home.show')).header('accept-encoding', 'gzip'),
      client.get(pagePath('ru', 'platform.home.show')),
      client.get(pagePath('ru', 'platform.home.show')).loginAs(user),
    ])

    for (const guest of [first, second, third]) {
      guest.assertStatus(200)
      assert.isUndefined(guest.headers()['set-cookie'])
      assert.notInclude(guest.text(), user.nickname)
    }
    assert.equal(second.text(), first.text())
    assert.equal(third.text(), first.text())
    player.assertStatus(200)
    assert.include(player.text(), user.nickname)
  })

  test('a logged-in player never gets the guest page', async ({ client, assert }) => {
    const server = await ServerFactory.create()
    const user = await UserFactory.create()
    await client.get(pagePath('ru', 'platform.home.show'))
    await renameServer(server, 'Renamed')

    const response = await client.get(pagePath('ru', 'platform.home.show')).loginAs(user)

    response.assertStatus(200)
    assert.include(response.text(), 'Renamed')
    assert.include(response.text(), user.nickname)
    response.assertHeader('cache-control', 'private, no-store')
  })

  test('a guest never gets a logged-in page', async ({ client, assert }) => {
    await ServerFactory.create()
    const user = await UserFactory.create()
    await client.get(pagePath('ru', 'platform.home.show')).loginAs(user)

    const response = await client.get(pagePath('ru', 'platform.home.show'))

    assert.notInclude(response.text(), user.nickname)
    response.assertHeader('cache-control', 'public, max-age=60, stale-while-revalidate=300')
  })

  test('a page with a flash is neither served from nor kept in the cache', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    await client.get(pagePath('ru', 'platform.home.show'))
    await renameServer(server, 'Renamed')
    const notice = i18nManager.locale('ru').t('errors.rate_limited', { seconds: 7 })

    const flashed = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withFlashMessages({ error: { key: 'errors.rate_limited', data: { seconds: 7 } } })
    const next = await client.get(pagePath('ru', 'platform.home.show'))

    assert.include(flashed.text(), 'Renamed')
    assert.include(flashed.text(), notice)
    flashed.assertHeader('cache-control', 'private, no-store')
    assert.notInclude(next.text(), notice)
    assert.notInclude(next.text(), 'Renamed')
  })

  test('a first visit gets the cached page before the router, as public and cookie-free', async ({
    client,
    assert,
  }) => {
    const server = await ServerFactory.create()
    const name = server.name
    await client.get(pagePath('en', 'network.servers.index'))
    await renameServer(server, 'Renamed')

    // The API client always carries its session cookie; a first visit carries none.
    const response = await fetch(siteUrl(pagePath('en', 'network.servers.index')), {
      headers: { 'accept-encoding': 'br' },
    })

    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-encoding'), 'br')
    assert.equal(
      response.headers.get('cache-control'),
      'public, max-age=60, stale-while-revalidate=300'
    )
    assert.include(response.headers.get('vary'), 'Cookie')
    assert.include(response.headers.get('vary'), 'Accept-Encoding')
    assert.isNull(response.headers.get('set-cookie'))
    const html = await response.text()
    assert.include(html, name)
    assert.notInclude(html, 'Renamed')
  })

  test('without cookies, an Inertia visit and the launcher still get their own answers', async ({
    client,
    assert,
  }) => {
    await ServerFactory.create()
    const cached = await client.get(pagePath('ru', 'platform.home.show'))
    const version = cached
      .text()
      .match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/)

    const visit = await fetch(siteUrl(pagePath('ru', 'platform.home.show')), {
      headers: { 'x-inertia': 'true', 'x-inertia-version': version?.[1] ?? version?.[2] ?? '' },
    })
    const launcher = await fetch(siteUrl(pagePath('ru', 'platform.home.show')), {
      headers: { 'x-launcher': '1' },
      redirect: 'manual',
    })

    assert.equal(visit.status, 200)
    assert.equal(((await visit.json()) as { component: string }).component, 'platform/home/show')
    assert.notEqual(launcher.status, 200)
  })

  test('each region and language has its own page', async ({ client, assert }) => {
    await ServerFactory.create()
    await client.get(pagePath('ru', 'platform.home.show'))

    const global = await withRawCookies(client.get(pagePath('ru', 'platform.home.show')), {
      region: 'global',
    })
    const english = await client.get(pagePath('en', 'platform.home.show'))

    assert.include(global.text(), '"region":"global"')
    assert.include(english.text(), '<html lang="en"')
  })
})

test.group('CSRF on demand (#8)', (group) => {
  group.each.setup(isolateDatabase)

  test('the token route mints the session and the XSRF cookie', async ({ client, assert }) => {
    const response = await client.get('/csrf-token')

    response.assertStatus(204)
    const cookies = [response.headers()['set-cookie'] ?? []].flat().join('\n')
    assert.include(cookies, 'XSRF-TOKEN=')
    assert.include(cookies, 'tm-session=')
    response.assertHeader('cache-control', 'private, no-store')
  })

  test('a form posted by a page of this origin needs no token ({header})')
    .with([
      { header: 'sec-fetch-site', value: 'same-origin' },
      { header: 'origin', value: 'http://localhost:3333' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await postLoginWithout(client, row.header, row.value)

      // Past the CSRF check: the login itself refuses the unknown account.
      response.assertStatus(302)
      assert.notProperty(response.flashMessages().errorsBag ?? {}, 'E_BAD_CSRF_TOKEN')
      assert.property(response.flashMessages().inputErrorsBag ?? {}, 'password')
    })

  test('a form without a token from another site or from nowhere is refused ({header})')
    .with([
      { header: 'sec-fetch-site', value: 'cross-site' },
      { header: 'sec-fetch-site', value: 'same-site' },
      { header: 'origin', value: 'http://evil.example' },
      { header: 'x-none', value: '1' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await postLoginWithout(client, row.header, row.value)

      assert.property(response.flashMessages().errorsBag ?? {}, 'E_BAD_CSRF_TOKEN')
    })

  test('a token left from an expired session is cleared', async ({ client, assert }) => {
    const response = await withRawCookies(client.get(pagePath('ru', 'platform.home.show')), {
      'XSRF-TOKEN': 'stale',
    })

    const cookies = [response.headers()['set-cookie'] ?? []].flat().join('\n')
    assert.match(cookies, /XSRF-TOKEN=;/)
    response.assertHeader('cache-control', 'private, no-store')
  })

  test('a logged-in API answer is never stored', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.get(pathFor('api.platform.main.show')).loginAs(user)

    response.assertStatus(200)
    response.assertHeader('cache-control', 'private, no-store')
  })
})
