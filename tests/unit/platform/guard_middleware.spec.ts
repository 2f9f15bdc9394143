/* eslint-disable no-restricted-syntax -- raw paths: the middleware gets raw request URLs and referers */
import { test } from '@japa/runner'
import GuardMiddleware, { TWO_FACTOR_PENDING_KEY } from '#middleware/guard_middleware'
import { createContext, runMiddleware, TEST_HOST } from '#tests/support/http_context'
import { pagePath } from '#tests/support/urls'

const LAUNCHER_AGENT = 'Mozilla/5.0 (Windows NT 10.0) TechnoMagicLauncher/2.4.1 Chrome/126.0'
const PENDING = { [TWO_FACTOR_PENDING_KEY]: { userId: 7, login: 'Steve', avatarOrSkin: null } }

const guard = (options: Parameters<typeof createContext>[0]) =>
  createContext(options).then((ctx) =>
    runMiddleware(ctx, (context, next) => new GuardMiddleware().handle(context, next))
  )

test.group('Page guards: launcher mode', () => {
  test('sends a launcher user agent from {routeName} to the launcher login, as a guest')
    .with([
      { routeName: 'platform.home.show', url: pagePath('ru', 'platform.home.show') },
      { routeName: 'economy.store.show', url: pagePath('ru', 'economy.store.show') },
      { routeName: 'platform.home.index', url: '/' },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard({ ...row, headers: { 'User-Agent': LAUNCHER_AGENT } })

      assert.isFalse(result.passed)
      assert.equal(result.status, 302)
      assert.equal(result.location, '/ru/launcher/login')
    })

  test('recognises the launcher by the X-Launcher: 1 header, in the page language', async ({
    assert,
  }) => {
    const result = await guard({
      url: pagePath('en', 'economy.store.show'),
      routeName: 'economy.store.show',
      locale: 'en',
      headers: { 'X-Launcher': '1' },
    })

    assert.equal(result.location, '/en/launcher/login')
  })

  test('turns launcher mode on with ?launcher=1 in an ordinary browser', async ({ assert }) => {
    const result = await guard({ url: '/ru/store?launcher=1', routeName: 'economy.store.show' })

    assert.equal(result.location, '/ru/launcher/login')
  })

  test('sends an ordinary browser from {routeName} to the start page')
    .with([
      { routeName: 'launcher.home.show', url: '/ru/launcher' },
      { routeName: 'launcher.sessions.create', url: '/ru/launcher/login' },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard(row)

      assert.equal(result.location, '/ru/start')
    })

  test('lets a launcher reach {routeName}')
    .with([
      { routeName: 'launcher.home.show', url: '/ru/launcher' },
      { routeName: 'launcher.settings.show', url: '/ru/launcher/settings/ram' },
      { routeName: 'accounts.logout.store', url: pagePath('ru', 'accounts.logout.show') },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard({ ...row, headers: { 'User-Agent': LAUNCHER_AGENT } })

      assert.isTrue(result.passed)
    })

  test('lets a launcher with a pending confirmation reach the 2fa page', async ({ assert }) => {
    const result = await guard({
      url: pagePath('ru', 'accounts.two_factor.create'),
      routeName: 'accounts.two_factor.show',
      headers: { 'User-Agent': LAUNCHER_AGENT },
      session: PENDING,
    })

    assert.isTrue(result.passed)
  })

  test('treats an ordinary browser as no launcher', async ({ assert }) => {
    const result = await guard({
      url: pagePath('ru', 'platform.home.show'),
      routeName: 'platform.home.show',
      headers: { 'User-Agent': 'Mozilla/5.0 Firefox/140.0', 'X-Launcher': '0' },
    })

    assert.isTrue(result.passed)
  })

  test('checks launcher mode before a pending confirmation', async ({ assert }) => {
    const result = await guard({
      url: pagePath('ru', 'economy.store.show'),
      routeName: 'economy.store.show',
      headers: { 'X-Launcher': '1' },
      session: PENDING,
    })

    assert.equal(result.location, '/ru/launcher/login')
  })
})

test.group('Page guards: pending two-factor confirmation', () => {
  test('sends {routeName} to the 2fa page while a confirmation is pending')
    .with([
      {
        routeName: 'platform.home.show',
        url: pagePath('en', 'platform.home.show'),
        location: pagePath('en', 'accounts.two_factor.create'),
      },
      {
        routeName: 'economy.store.show',
        url: pagePath('en', 'economy.store.show'),
        location: pagePath('en', 'accounts.two_factor.create'),
      },
      {
        routeName: 'launcher.home.show',
        url: '/en/launcher',
        location: pagePath('en', 'accounts.two_factor.create'),
      },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard({
        url: row.url,
        routeName: row.routeName,
        locale: 'en',
        session: PENDING,
      })

      assert.isFalse(result.passed)
      assert.equal(result.status, 302)
      assert.equal(result.location, row.location)
    })

  test('lets a pending confirmation reach {routeName}')
    .with([
      { routeName: 'accounts.two_factor.show', url: pagePath('ru', 'accounts.two_factor.create') },
      { routeName: 'accounts.two_factor.store', url: pagePath('ru', 'accounts.two_factor.create') },
      { routeName: 'accounts.logout.store', url: pagePath('ru', 'accounts.logout.show') },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard({ ...row, session: PENDING })

      assert.isTrue(result.passed)
    })

  test('sends the 2fa page without a pending confirmation back to {case}')
    .with([
      {
        case: 'the referring page of this site',
        referer: `http://${TEST_HOST}/ru/store?tab=roles`,
        location: pagePath('ru', 'economy.store.show', {}, { tab: 'roles' }),
      },
      {
        case: 'home for a referer of another site',
        referer: 'https://evil.example/ru/store',
        location: pagePath('ru', 'platform.home.show'),
      },
      {
        case: 'home for a referer path of //host',
        referer: `http://${TEST_HOST}//evil.example`,
        location: pagePath('ru', 'platform.home.show'),
      },
      {
        case: 'home for a referer of the 2fa page itself',
        referer: `http://${TEST_HOST}/ru/2fa`,
        location: pagePath('ru', 'platform.home.show'),
      },
      {
        case: 'home without a referer',
        referer: undefined,
        location: pagePath('ru', 'platform.home.show'),
      },
    ])
    .run(async ({ assert }, row) => {
      const result = await guard({
        url: pagePath('ru', 'accounts.two_factor.create'),
        routeName: 'accounts.two_factor.show',
        headers: row.referer ? { Referer: row.referer } : {},
      })

      assert.isFalse(result.passed)
      assert.equal(result.status, 302)
      assert.equal(result.location, row.location)
    })

  test('lets an ordinary page through without launcher or confirmation', async ({ assert }) => {
    const result = await guard({
      url: pagePath('ru', 'platform.home.show'),
      routeName: 'platform.home.show',
    })

    assert.isTrue(result.passed)
  })
})
