import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import i18nManager from '@adonisjs/i18n/services/main'
import StoreRole from '#models/store_role'
import type User from '#models/user'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { storeEditor } from '#tests/support/store'
import { fund } from '#tests/support/wallets'
import { pagePath, pathFor } from '#tests/support/urls'

const SHELL_SCRIPT =
  /<script data-page="app" data-player-shell type="application\/json">(.*?)<\/script>/s

/** A page drawn from a shell, cut into its markup (page data left out) and its page data. */
function shellOf(html: string) {
  const match = SHELL_SCRIPT.exec(html)
  if (!match) throw new Error('the page is not drawn from a player shell')
  return {
    markup: html.replace(match[1], ''),
    page: JSON.parse(match[1]) as { props: Record<string, unknown> },
  }
}

async function storeShop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  await StoreRoleFactory.merge({
    serverId: server.id,
    slug: 'vip',
    nameRu: 'Премиум',
    priceMonth: 100_00,
  }).create()
  return server
}

/** The store page a player gets, cut as `shellOf` does. */
async function storeShell(client: ApiClient, reader: User) {
  const response = await client.get(pagePath('ru', 'economy.store.show')).loginAs(reader)
  response.assertStatus(200)
  return shellOf(response.text())
}

type Shelf = { roles: { slug: string; prices: { month: number } }[] }

/** The month price of the shop's VIP as a page's data gives it. */
function vipMonthPrice(page: { props: Record<string, unknown> }) {
  const [shelf] = page.props.shelves as Shelf[]
  return shelf.roles.find((role) => role.slug === 'vip')?.prices.month
}

async function player(nickname: string, kopecks: number) {
  const user = await UserFactory.merge({ nickname }).create()
  if (kopecks) await fund(user, 'rub', kopecks)
  return user
}

test.group('Logged-in pages from a cached shell (#29)', (group) => {
  group.each.setup(isolateDatabase)

  test('two players get the same markup, each with only their own data', async ({
    client,
    assert,
  }) => {
    await storeShop()
    const alice = await player('AliceShell', 123_45)
    const bob = await player('BobShell', 678_90)
    const url = pagePath('ru', 'economy.store.show')

    const first = await client.get(url).loginAs(alice)
    const second = await client.get(url).loginAs(bob)

    first.assertStatus(200)
    second.assertStatus(200)
    const [own, theirs] = [shellOf(first.text()), shellOf(second.text())]
    assert.equal(theirs.markup, own.markup)
    assert.include(own.markup, 'Премиум')
    for (const [page, name, balance] of [
      [own, 'AliceShell', 123_45],
      [theirs, 'BobShell', 678_90],
    ] as const) {
      assert.include(page.page.props.currentUser as object, { login: name })
      assert.equal(page.page.props.balance, balance)
      assert.equal(page.page.props.walletBalance, balance)
      assert.notProperty(page.page.props, 'playerShell')
    }
    assert.notInclude(second.text(), 'AliceShell')
    assert.notInclude(first.text(), 'BobShell')
    assert.notInclude(own.markup, '123,45')
    assert.notInclude(own.markup, '123.45')
    second.assertHeader('cache-control', 'private, no-store')
    // The shell's parts deflated once and joined per answer: the client inflated it whole.
    second.assertHeader('content-encoding', 'gzip')
  })

  test("a staff member's permissions stay out of a player's page", async ({ client, assert }) => {
    await storeShop()
    const staff = await storeEditor()
    const bob = await player('BobShell', 0)
    const url = pagePath('ru', 'economy.store.show')
    const editLabel = i18nManager.locale('ru').t('economy.store.edit_catalogue')

    const first = await client.get(url).loginAs(staff)
    const second = await client.get(url).loginAs(bob)

    assert.deepEqual(shellOf(first.text()).page.props.permissions, {
      web: { store: { edit: true } },
    })
    assert.deepEqual(shellOf(second.text()).page.props.permissions, {})
    assert.notInclude(first.text(), editLabel)
    assert.notInclude(second.text(), 'store.edit')
  })

  test('a flash message and a CSRF token stay with their own player', async ({
    client,
    assert,
  }) => {
    await storeShop()
    const alice = await player('AliceShell', 0)
    const bob = await player('BobShell', 0)
    const url = pagePath('ru', 'economy.store.show')
    const notice = i18nManager.locale('ru').t('errors.rate_limited', { seconds: 7 })

    const flashed = await client
      .get(url)
      .loginAs(alice)
      .withFlashMessages({ error: { key: 'errors.rate_limited', data: { seconds: 7 } } })
      .withCsrfToken()
    const plain = await client.get(url).loginAs(bob)

    assert.include(flashed.text(), notice)
    assert.notInclude(plain.text(), notice)
    assert.equal(shellOf(plain.text()).markup, shellOf(flashed.text()).markup)
    const token = /XSRF-TOKEN=([^;]+)/.exec(String(flashed.headers()['set-cookie']))?.[1]
    if (token) assert.notInclude(plain.text(), decodeURIComponent(token))
    assert.notMatch(shellOf(flashed.text()).markup, /csrf/i)
  })

  test("the sessions page lists only the player's own sessions", async ({ client, assert }) => {
    const alice = await UserFactory.create()
    const bob = await UserFactory.create()
    await UserSessionFactory.merge({ userId: alice.id, browser: 'AliceBrowser 1' }).create()
    const aliceNow = await openSession(alice, { browser: 'Chrome 140', system: 'AliceOS 1' })
    const bobNow = await openSession(bob, { browser: 'Firefox 141', system: 'BobOS 2' })
    const url = pagePath('ru', 'accounts.active_sessions.index')

    const first = await client.get(url).headers(sessionHeaders(aliceNow))
    const second = await client.get(url).headers(sessionHeaders(bobNow))

    const [own, theirs] = [shellOf(first.text()), shellOf(second.text())]
    assert.equal(theirs.markup, own.markup)
    assert.lengthOf(own.page.props.sessions as unknown[], 2)
    assert.lengthOf(theirs.page.props.sessions as unknown[], 1)
    for (const trace of ['AliceBrowser', 'AliceOS', aliceNow.accessId, alice.nickname]) {
      assert.notInclude(second.text(), trace)
    }
    assert.include(first.text(), 'AliceOS 1')
  })

  test('a staff edit of the catalogue reaches players at once', async ({ client, assert }) => {
    const server = await storeShop()
    const alice = await player('AliceShell', 0)
    const url = pagePath('ru', 'economy.store.show')
    await client.get(url).loginAs(alice)

    await StoreRoleFactory.merge({
      serverId: server.id,
      slug: 'sponsor',
      nameRu: 'Спонсор',
    }).create()
    await new StoreCatalogueService().forget()
    const after = await client.get(url).loginAs(alice)

    assert.include(shellOf(after.text()).markup, 'Спонсор')
  })

  test('a price the staff change through their form reaches every player at once', async ({
    client,
    assert,
  }) => {
    await storeShop()
    const role = await StoreRole.findByOrFail('slug', 'vip')
    const staff = await storeEditor()
    const alice = await player('AliceShell', 0)
    const bob = await player('BobShell', 0)
    const newPrice = i18nManager.locale('ru').t('common.money.rubles', { amount: 4321.5 })
    const before = await storeShell(client, alice)
    assert.equal(vipMonthPrice(before.page), 100_00)

    const edited = await client
      .put(pagePath('ru', 'economy.staff_store_roles.update', { id: role.id }))
      .json({
        nameRu: role.nameRu,
        nameEn: role.nameEn,
        descriptionRu: role.descriptionRu,
        descriptionEn: role.descriptionEn,
        color: role.color,
        rank: String(role.rank),
        discountPercent: String(role.discountPercent),
        priceMonth: '4321.50',
        priceQuarter: null,
        priceForever: null,
        grantCommand: role.grantCommand,
        revokeCommand: role.revokeCommand,
        enabled: true,
        features: [],
      })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    edited.assertStatus(302)

    for (const reader of [alice, bob]) {
      const page = await storeShell(client, reader)
      assert.equal(vipMonthPrice(page.page), 4321_50)
      assert.include(page.markup, newPrice)
    }
  })

  test("a purchase changes the buyer's balance at once and no one else's", async ({
    client,
    assert,
  }) => {
    await storeShop()
    const alice = await player('AliceShell', 500_00)
    const bob = await player('BobShell', 300_00)
    for (const reader of [alice, bob]) await storeShell(client, reader)

    const bought = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' })
      .loginAs(alice)
    bought.assertStatus(200)
    const own = await storeShell(client, alice)
    const theirs = await storeShell(client, bob)

    assert.equal(theirs.markup, own.markup)
    assert.include(own.page.props, { balance: 400_00, walletBalance: 400_00 })
    assert.lengthOf(own.page.props.activeRoles as unknown[], 1)
    assert.include(theirs.page.props, { balance: 300_00, walletBalance: 300_00 })
    assert.lengthOf(theirs.page.props.activeRoles as unknown[], 0)
  })

  test('Inertia visits and pages without a shell render whole for the player', async ({
    client,
    assert,
  }) => {
    await storeShop()
    const alice = await player('AliceShell', 0)

    const visit = await client
      .get(pagePath('ru', 'economy.store.show'))
      .loginAs(alice)
      .withInertia()
    const home = await client.get(pagePath('ru', 'platform.home.show')).loginAs(alice)

    visit.assertStatus(200)
    assert.include(visit.inertiaProps.currentUser as object, { login: 'AliceShell' })
    assert.notMatch(home.text(), /data-player-shell/)
    assert.include(home.text(), 'AliceShell')
  })
})
