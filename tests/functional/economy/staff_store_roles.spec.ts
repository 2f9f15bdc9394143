import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import StoreRole from '#models/store_role'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import StoreFeature from '#models/store_feature'
import { isolateDatabase } from '#tests/support/database'
import { storeEditor } from '#tests/support/store'
import { fund } from '#tests/support/wallets'
import { pagePath, pathFor } from '#tests/support/urls'

/** Every field the role form posts, as the form types them (prices in rubles). */
function form(overrides: Record<string, unknown> = {}) {
  return {
    nameRu: 'Премиум',
    nameEn: 'Premium',
    descriptionRu: 'Больше домов',
    descriptionEn: 'More homes',
    color: '#FFAA00',
    rank: '3',
    discountPercent: '5',
    priceMonth: '199.50',
    priceQuarter: '499',
    priceForever: null,
    grantCommand: 'lp user {nickname} parent add {group}',
    revokeCommand: 'lp user {nickname} parent remove {group}',
    enabled: true,
    features: [],
    ...overrides,
  }
}

/** A player who bought VIP on HiTech for a month through the API. */
async function buyVip(client: ApiClient) {
  const player = await UserFactory.create()
  await fund(player, 'rub', 1000_00)
  const bought = await client
    .post(pathFor('api.economy.store_purchases.store'))
    .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' })
    .loginAs(player)
  bought.assertStatus(200)
  return { player, bought }
}

async function shop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const role = await StoreRoleFactory.merge({
    serverId: server.id,
    slug: 'vip',
    nameEn: 'VIP',
    priceMonth: 100_00,
  }).create()
  return { server, role }
}

test.group('Staff store catalogue: roles', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 for guests and players without web.store.edit: {title}')
    .with([
      { title: 'list', method: 'get', url: pagePath('en', 'economy.staff_store_roles.index') },
      { title: 'new', method: 'get', url: pagePath('en', 'economy.staff_store_roles.create') },
      { title: 'create', method: 'post', url: pagePath('en', 'economy.staff_store_roles.store') },
      {
        title: 'update',
        method: 'put',
        url: pagePath('en', 'economy.staff_store_roles.update', { id: 'ROLE' }),
      },
      {
        title: 'delete',
        method: 'delete',
        url: pagePath('en', 'economy.staff_store_roles.update', { id: 'ROLE' }),
      },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const { role } = await shop()
      const url = row.url.replace('ROLE', String(role.id))
      const player = await UserFactory.create()
      const other = await UserFactory.create()
      const docs = await withPermissions(['web.documents.edit']).create()
      await other.related('staffGroups').attach([docs.id])

      for (const user of [null, player, other]) {
        let request = client[row.method](url).json(form({ server: 'hi-tech', slug: 'x' }))
        if (user) request = request.loginAs(user)
        const response = await request.withCsrfToken().redirects(0)
        // A guest is sent to the login page first; a logged-in player gets the 404.
        assert.include([user ? 404 : 302], response.status())
      }
      await role.refresh()
      assert.equal(role.priceMonth, 100_00)
      assert.lengthOf(await StoreRole.all(), 1)
    })

  test('lists every server with its roles, hidden ones too', async ({ client, assert }) => {
    const { server } = await shop()
    await StoreRoleFactory.merge({ serverId: server.id, slug: 'old', enabled: false }).create()
    const staff = await storeEditor()

    const response = await client
      .get(pagePath('en', 'economy.staff_store_roles.index'))
      .loginAs(staff)
      .withInertia()

    response.assertInertiaComponent('economy/staff_store_roles/index')
    const [shelf] = response.inertiaProps.shelves
    assert.equal(shelf.server.slug, 'hi-tech')
    assert.deepEqual(
      shelf.roles.map((row: { slug: string; enabled: boolean }) => [row.slug, row.enabled]),
      [
        ['vip', true],
        ['old', false],
      ]
    )
  })

  test('the store page gets the permission its "Edit catalogue" link needs', async ({
    client,
    assert,
  }) => {
    await shop()
    const staff = await storeEditor()
    const player = await UserFactory.create()

    const own = await client.get(pagePath('en', 'economy.store.show')).loginAs(staff).withInertia()
    const theirs = await client
      .get(pagePath('en', 'economy.store.show'))
      .loginAs(player)
      .withInertia()

    // The page shows "Edit catalogue" by useCan('web.store.edit') on this tree.
    assert.deepEqual(own.inertiaProps.permissions, { web: { store: { edit: true } } })
    assert.deepEqual(theirs.inertiaProps.permissions, {})
  })

  test('creates a role with prices typed in rubles, kept in kopecks, and its features', async ({
    client,
    assert,
  }) => {
    const { server } = await shop()
    const homes = await StoreFeature.create({
      serverId: server.id,
      nameRu: 'Дома',
      nameEn: 'Homes',
      position: 1,
    })
    const staff = await storeEditor()

    const response = await client
      .post(pagePath('en', 'economy.staff_store_roles.store'))
      .header('referer', pagePath('en', 'economy.staff_store_roles.create'))
      .json(
        form({
          server: 'hi-tech',
          slug: 'Premium',
          priceForever: '1999,9',
          features: [{ id: homes.id, valueRu: '5', valueEn: '5' }],
        })
      )
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.staff_store_roles.index'))
    response.assertFlashMessage('success', {
      key: 'economy.staff_store_roles.created',
      data: { name: 'Premium' },
    })
    const role = await StoreRole.query().where('slug', 'premium').preload('features').firstOrFail()
    assert.deepEqual(role.prices, { month: 199_50, quarter: 499_00, forever: 1999_90 })
    assert.include(role.toJSON(), {
      serverId: server.id,
      color: '#ffaa00',
      rank: 3,
      discountPercent: 5,
      enabled: true,
    })
    assert.equal(role.grantCommand, 'lp user {nickname} parent add {group}')
    assert.deepEqual(
      role.features.map((row) => [row.id, row.$extras.pivot_value_en]),
      [[homes.id, '5']]
    )
  })

  test('refuses {title} under its field')
    .with([
      { title: 'a negative price', body: { priceMonth: '-1' }, field: 'priceMonth' },
      { title: 'three decimals', body: { priceMonth: '10.005' }, field: 'priceMonth' },
      { title: 'text as a price', body: { priceQuarter: 'ten' }, field: 'priceQuarter' },
      {
        title: 'a price above the maximum',
        body: { priceForever: '1000000.01' },
        field: 'priceForever',
      },
      { title: 'no month price', body: { priceMonth: '' }, field: 'priceMonth' },
      { title: 'a discount above 90 %', body: { discountPercent: '95' }, field: 'discountPercent' },
      {
        title: 'a command without {nickname}',
        body: { grantCommand: 'lp group vip' },
        field: 'grantCommand',
      },
      {
        title: 'an unknown placeholder',
        body: { revokeCommand: 'kick {nickname} {reason}' },
        field: 'revokeCommand',
      },
      { title: 'a taken slug', body: { slug: 'VIP' }, field: 'slug' },
      { title: 'a bad colour', body: { color: 'red' }, field: 'color' },
    ])
    .run(async ({ client, assert }, row) => {
      await shop()
      const staff = await storeEditor()

      const response = await client
        .post(pagePath('en', 'economy.staff_store_roles.store'))
        .header('referer', pagePath('en', 'economy.staff_store_roles.create'))
        .json(form({ server: 'hi-tech', slug: 'premium', ...row.body }))
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.property(errors, row.field)
      assert.lengthOf(await StoreRole.all(), 1)
    })

  test('price errors are translated: {lang}')
    .with([
      { lang: 'en', text: 'Enter the price for 31 days in rubles' },
      { lang: 'ru', text: 'Укажите «цена за 31 день» в рублях' },
    ])
    .run(async ({ client, assert }, row) => {
      const { role } = await shop()
      const staff = await storeEditor()

      const response = await client
        .put(`/${row.lang}/staff/store/roles/${role.id}`)
        .header('referer', `/${row.lang}/staff/store/roles/${role.id}/edit`)
        .json(form({ priceMonth: '1.234' }))
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.include(JSON.stringify((errors as Record<string, unknown>).priceMonth), row.text)
    })

  test('a new price applies to new purchases only: past purchases and grants keep theirs', async ({
    client,
    assert,
  }) => {
    const { role } = await shop()
    const staff = await storeEditor()
    const { player, bought } = await buyVip(client)
    const grant = await StoreGrant.findOrFail(bought.body().grant.id)

    const response = await client
      .put(pagePath('en', 'economy.staff_store_roles.update', { id: role.id }))
      .json(form({ nameEn: 'VIP', priceMonth: '150', discountPercent: '0' }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    await role.refresh()
    assert.equal(role.priceMonth, 150_00)
    const purchase = await StorePurchase.query().where('user_id', player.id).firstOrFail()
    assert.include(purchase.toJSON(), { price: 100_00, amount: 100_00 })
    const again = await StoreGrant.findOrFail(grant.id)
    assert.equal(again.expiresAt!.toMillis(), grant.expiresAt!.toMillis())
    assert.equal(again.state, 'active')

    const second = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month', mode: 'extend' })
      .loginAs(player)
    second.assertBodyContains({ price: 150_00, amount: 150_00 })
  })

  test('an edit shows in the cached catalogue at once, for guests and players', async ({
    client,
    assert,
  }) => {
    const { role } = await shop()
    const staff = await storeEditor()
    const player = await UserFactory.create()
    const before = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.equal(before.body().servers[0].roles[0].name, role.nameRu)
    const guestPage = await client.get(pagePath('en', 'economy.store.show'))
    assert.include(guestPage.text(), 'VIP')

    const response = await client
      .put(pagePath('en', 'economy.staff_store_roles.update', { id: role.id }))
      .json(form({ nameEn: 'Sponsor', priceMonth: '150' }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    const after = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.include(after.body().servers[0].roles[0], { name: 'Премиум' })
    const page = await client
      .get(pagePath('en', 'economy.store.show'))
      .loginAs(player)
      .withInertia()
    assert.equal(page.inertiaProps.shelves[0].roles[0].name, 'Sponsor')
    assert.equal(page.inertiaProps.shelves[0].roles[0].prices.month, 150_00)
    const guestAgain = await client.get(pagePath('en', 'economy.store.show'))
    assert.include(guestAgain.text(), 'Sponsor')
  })

  test('deleting a role with purchases archives it: gone from the store, history kept', async ({
    client,
    assert,
  }) => {
    const { role } = await shop()
    const staff = await storeEditor()
    const { player } = await buyVip(client)

    const edit = await client
      .get(pagePath('en', 'economy.staff_store_roles.edit', { id: role.id }))
      .loginAs(staff)
      .withInertia()
    assert.isTrue(edit.inertiaProps.hasHistory)

    const response = await client
      .delete(pagePath('en', 'economy.staff_store_roles.destroy', { id: role.id }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', {
      key: 'economy.staff_store_roles.archived',
      data: { name: 'VIP' },
    })
    await role.refresh()
    assert.isFalse(role.enabled)
    assert.lengthOf(await StorePurchase.query().where('role_id', role.id), 1)
    assert.lengthOf(await StoreGrant.query().where('role_id', role.id).where('state', 'active'), 1)
    const store = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.deepEqual(store.body().servers[0].roles, [])
    const cabinet = await client
      .get(pagePath('en', 'economy.cabinet_roles.index'))
      .loginAs(player)
      .withInertia()
    assert.lengthOf(cabinet.inertiaProps.purchases, 1)
    assert.equal(cabinet.inertiaProps.purchases[0].item.name, 'VIP')
  })

  test('deleting a role nobody bought removes it', async ({ client, assert }) => {
    const { role } = await shop()
    const staff = await storeEditor()

    const response = await client
      .delete(pagePath('en', 'economy.staff_store_roles.destroy', { id: role.id }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertFlashMessage('success', {
      key: 'economy.staff_store_roles.deleted',
      data: { name: 'VIP' },
    })
    assert.isNull(await StoreRole.find(role.id))
  })
})
