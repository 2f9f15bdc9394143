import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { FIXED_REDIRECTS } from '#domain/platform/legacy_redirects'
import { LAUNCHER_DEBUG_PERMISSION } from '#domain/launcher/settings'
import { isolateDatabase } from '#tests/support/database'
import { staffWith } from '#tests/support/content'
import { pagePath } from '#tests/support/urls'

/*
| spec §2 launcher mode: every page route, walked in launcher mode (and the
| launcher's outside it), lands on a 200 after at most one redirect, the
| redirect table below. The routes come from the router itself, so a page
| added later is walked too.
*/

const LAUNCHER = { 'X-Launcher': '1' }

/** Sample values for route parameters; a constrained one gets a value it accepts. */
const SAMPLES: Record<string, string> = {
  lang: 'ru',
  provider: 'google',
  id: '1',
  slug: 'sample',
  target: 'news',
  nickname: 'Steve',
  type: 'playtime',
  server_name: 'hitech',
  alias: 'yt',
  name: 'hitech',
  number: '1',
  code: 'abc123',
  section: 'ram',
  platform: 'windows',
}

/** Page routes reachable in launcher mode but no launcher page: they keep their own flow. */
const FLOW_ROUTES =
  /^accounts\.(two_factor|logout|oauth_logins|oauth_callbacks|oauth_registrations)\./
/** Not pages: probes, metrics, files, the API's reference, the CSRF token, the catch-all 404. */
const NOT_PAGES =
  /^(drive\.|players\.look_images\.|platform\.(health|liveness|metrics|translations|openapi_documents|api_references|api_reference_assets|csrf_tokens|fallbacks)\.|api\.|game\.)/

/** Parameters a route constrains more narrowly than the samples. */
const ROUTE_SAMPLES: Record<string, Record<string, string>> = {
  'accounts.dev_mails.show': { id: '00000000-0000-4000-8000-000000000000' },
  'accounts.cover_parts.edit': { part: 'glow' },
}

type PageRoute = { name: string; url: string }

function pageRoutes(): PageRoute[] {
  const routes = Object.values(router.toJSON()).flat()
  return routes
    .filter((route) => route.methods.includes('GET') && route.name && !NOT_PAGES.test(route.name))
    .map((route) => {
      const samples = { ...SAMPLES, ...ROUTE_SAMPLES[route.name!] }
      return {
        name: route.name!,
        url:
          route.pattern
            .replace(/\/:(\w+)\?/g, (_, param: string) => `/${samples[param]}`)
            .replace(/:(\w+)/g, (_, param: string) => samples[param] ?? 'x')
            .replace('*', 'x') || '/',
      }
    })
}

type Hop = { status: number; location?: string }

/** The answers for a URL, following redirects (at most 3, to see a loop), with the same headers. */
async function walk(
  client: ApiClient,
  url: string,
  options: { headers?: Record<string, string>; user?: User }
) {
  const hops: Hop[] = []
  let next: string | undefined = url
  while (next && hops.length < 4) {
    const request = client.get(next).redirects(0)
    if (options.headers) request.headers(options.headers)
    if (options.user) request.loginAs(options.user)
    const response: ApiResponse = await request
    const location: string | undefined = response.header('location')
    hops.push({ status: response.status(), location })
    // A redirect off the site (an OAuth provider) ends the walk.
    const redirected: boolean = response.status() >= 300 && response.status() < 400
    next = redirected && location?.startsWith('/') ? location : undefined
  }
  return hops
}

function assertLanding(
  assert: Assert,
  url: string,
  hops: Hop[],
  expected: { first?: RegExp; final: number }
) {
  const chain = `${url}: ${JSON.stringify(hops)}`
  assert.isAtMost(hops.length, 2, chain)
  if (expected.first) assert.match(hops[0].location ?? '', expected.first, chain)
  assert.equal(hops.at(-1)!.status, expected.final, chain)
}

const isLauncher = (name: string) => name.startsWith('launcher.')

/** Launcher pages in launcher mode: where each leads a player and a guest. */
const LAUNCHER_TABLE: Record<string, { player: RegExp | 200 | 404; guest: RegExp | 200 }> = {
  'launcher.sessions.create': { player: /^\/ru\/launcher$/, guest: 200 },
  'launcher.registrations.create': { player: /^\/ru\/launcher$/, guest: 200 },
  'launcher.password_resets.create': { player: /^\/ru\/launcher$/, guest: 200 },
  'launcher.password_resets.show': { player: /^\/ru\/launcher$/, guest: 200 },
  'launcher.elements.show': { player: 200, guest: 200 },
  'launcher.home.show': { player: 200, guest: /^\/ru\/launcher\/login\?return=/ },
  'launcher.servers.index': { player: 200, guest: /^\/ru\/launcher\/login\?return=/ },
  'launcher.bans.show': { player: 200, guest: /^\/ru\/launcher\/login\?return=/ },
  'launcher.settings.show': { player: 200, guest: /^\/ru\/launcher\/login\?return=/ },
  'launcher.debuggers.show': { player: 404, guest: /^\/ru\/launcher\/login\?return=/ },
}

test.group('Launcher mode: the redirect table', (group) => {
  group.each.setup(isolateDatabase)

  test('lists every launcher page of the router in the table', ({ assert }) => {
    const names = pageRoutes()
      .map((route) => route.name)
      .filter(isLauncher)
    assert.sameMembers(names, Object.keys(LAUNCHER_TABLE))
  })

  test('sends a player from every other page to the launcher page in one redirect', async ({
    client,
    assert,
  }) => {
    const user = await staffWith([])
    const others = pageRoutes().filter(
      (route) => !isLauncher(route.name) && !FLOW_ROUTES.test(route.name)
    )
    assert.isAbove(others.length, 40)
    for (const route of others) {
      const hops = await walk(client, route.url, { headers: LAUNCHER, user })
      assertLanding(assert, route.url, hops, { first: /^\/ru\/launcher$/, final: 200 })
    }
  })

  test('sends a guest from every other page to the launcher login in one redirect', async ({
    client,
    assert,
  }) => {
    for (const route of pageRoutes().filter(
      (candidate) => !isLauncher(candidate.name) && !FLOW_ROUTES.test(candidate.name)
    )) {
      const hops = await walk(client, route.url, { headers: LAUNCHER })
      assertLanding(assert, route.url, hops, { first: /^\/ru\/launcher\/login$/, final: 200 })
    }
  })

  test('leads a player and a guest through every launcher page as the table says', async ({
    client,
    assert,
  }) => {
    const user = await staffWith([])
    for (const route of pageRoutes().filter((candidate) => isLauncher(candidate.name))) {
      const row = LAUNCHER_TABLE[route.name]
      for (const [who, expected] of [
        ['player', row.player],
        ['guest', row.guest],
      ] as const) {
        const hops = await walk(client, route.url, {
          headers: LAUNCHER,
          user: who === 'player' ? user : undefined,
        })
        if (expected instanceof RegExp) {
          assertLanding(assert, route.url, hops, { first: expected, final: 200 })
        } else {
          assert.deepEqual(hops, [{ status: expected, location: undefined }], `${who} ${route.url}`)
        }
      }
    }
  })

  test('leads the bare settings path to its folder section', async ({ client, assert }) => {
    const bare = pagePath('en', 'launcher.settings.show')
    const hops = await walk(client, bare, { headers: LAUNCHER, user: await staffWith([]) })

    assertLanding(assert, bare, hops, {
      first: /^\/en\/launcher\/settings\/folder$/,
      final: 200,
    })
  })

  test('shows the debugger to an admin', async ({ client, assert }) => {
    const admin = await staffWith([LAUNCHER_DEBUG_PERMISSION])
    const hops = await walk(client, pagePath('ru', 'launcher.debuggers.show'), {
      headers: LAUNCHER,
      user: admin,
    })

    assert.deepEqual(hops, [{ status: 200, location: undefined }])
  })

  test('sends the old site path {path} to the launcher page in one redirect')
    .with(
      [...Object.keys(FIXED_REDIRECTS), '/server/hitech', '/source/yt', '/r/abc123'].map(
        (path) => ({
          path,
        })
      )
    )
    .run(async ({ client, assert }, row) => {
      const hops = await walk(client, row.path, { headers: LAUNCHER, user: await staffWith([]) })

      assertLanding(assert, row.path, hops, { first: /^\/ru\/launcher$/, final: 200 })
    })

  test('keeps the flow page {name} to at most one redirect in launcher mode')
    .with(() => pageRoutes().filter((route) => FLOW_ROUTES.test(route.name)))
    .run(async ({ client, assert }, row) => {
      const hops = await walk(client, row.url, { headers: LAUNCHER })

      assert.isAtMost(hops.length, 2, `${row.url}: ${JSON.stringify(hops)}`)
      assert.notEqual(hops.at(-1)!.status, 500)
    })
})

test.group('Launcher pages outside launcher mode', (group) => {
  group.each.setup(isolateDatabase)

  test('sends an ordinary browser from every launcher page to the start page', async ({
    client,
    assert,
  }) => {
    const user = await staffWith([LAUNCHER_DEBUG_PERMISSION])
    for (const route of pageRoutes().filter((candidate) => isLauncher(candidate.name))) {
      for (const who of [user, undefined]) {
        const hops = await walk(client, route.url, { user: who })
        assertLanding(assert, route.url, hops, { first: /^\/ru\/start$/, final: 200 })
      }
    }
  })

  test('tries launcher mode with ?launcher=1, kept by a cookie until ?launcher=0', async ({
    client,
    assert,
  }) => {
    const on = await client
      .get(pagePath('ru', 'economy.store.show', {}, { launcher: 1 }))
      .redirects(0)
    on.assertStatus(302)
    on.assertHeader('location', pagePath('ru', 'launcher.sessions.create'))
    assert.equal(on.cookie('launcher_mode')?.value, '1')

    const kept = await client
      .get(pagePath('ru', 'economy.store.show'))
      .withPlainCookie('launcher_mode', '1')
      .redirects(0)
    kept.assertHeader('location', pagePath('ru', 'launcher.sessions.create'))

    const off = await client
      .get(pagePath('ru', 'economy.store.show', {}, { launcher: 0 }))
      .withPlainCookie('launcher_mode', '1')
      .redirects(0)
    off.assertStatus(200)
  })
})
