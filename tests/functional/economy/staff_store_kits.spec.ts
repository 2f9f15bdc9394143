import { test } from '@japa/runner'
import StoreKit from '#models/store_kit'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreKitFactory } from '#database/factories/store_kit_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { isolateDatabase } from '#tests/support/database'
import { storeEditor } from '#tests/support/store'
import { pagePath, pathFor } from '#tests/support/urls'

async function shop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const vip = await StoreRoleFactory.merge({ serverId: server.id, slug: 'vip' }).create()
  const kit = await StoreKitFactory.merge({
    serverId: server.id,
    roleId: vip.id,
    nameEn: 'Daily',
    claimInterval: 1,
    claimUnit: 'days',
    items: [{ name: 'minecraft:diamond', amount: 3 }],
  }).create()
  return { server, vip, kit }
}

function form(role: number, overrides: Record<string, unknown> = {}) {
  return {
    role,
    nameRu: 'Недельный',
    nameEn: 'Weekly',
    claimInterval: '7',
    claimUnit: 'days',
    items: [
      { name: 'minecraft:diamond', amount: '5' },
      { name: 'minecraft:golden_apple', amount: '2' },
    ],
    position: '1',
    enabled: true,
    ...overrides,
  }
}

test.group('Staff store catalogue: kits', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 for a player without web.store.edit', async ({ client, assert }) => {
    const { vip, kit } = await shop()
    const player = await UserFactory.create()

    const page = await client
      .get(pagePath('en', 'economy.staff_store_kits.edit', { id: kit.id }))
      .loginAs(player)
    const create = await client
      .get(pagePath('en', 'economy.staff_store_kits.create'))
      .loginAs(player)
    const save = await client
      .put(pagePath('en', 'economy.staff_store_kits.update', { id: kit.id }))
      .json(form(vip.id, { claimInterval: '30' }))
      .loginAs(player)
      .withCsrfToken()

    page.assertStatus(404)
    create.assertStatus(404)
    save.assertStatus(404)
    await kit.refresh()
    assert.equal(kit.claimInterval, 1)
  })

  test('creates a kit on its role’s server, listed in the catalogue', async ({
    client,
    assert,
  }) => {
    const { server, vip } = await shop()
    const staff = await storeEditor()

    const response = await client
      .post(pagePath('en', 'economy.staff_store_kits.store'))
      .json(form(vip.id))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.staff_store_roles.index'))
    const kit = await StoreKit.findByOrFail('name_en', 'Weekly')
    assert.include(kit.toJSON(), {
      serverId: server.id,
      roleId: vip.id,
      claimInterval: 7,
      claimUnit: 'days',
      position: 1,
      enabled: true,
    })
    assert.deepEqual(kit.items, [
      { name: 'minecraft:diamond', amount: 5 },
      { name: 'minecraft:golden_apple', amount: 2 },
    ])
    const page = await client
      .get(pagePath('en', 'economy.staff_store_roles.index'))
      .loginAs(staff)
      .withInertia()
    const names = page.inertiaProps.shelves[0].kits.map((row: { nameEn: string }) => row.nameEn)
    assert.deepEqual(names, ['Daily', 'Weekly'])
  })

  test('refuses {title} under its field with a translated message')
    .with([
      {
        title: 'no items',
        body: { items: [] },
        field: 'items',
        ru: 'Добавьте хотя бы один предмет',
      },
      {
        title: 'a zero amount',
        body: { items: [{ name: 'minecraft:stone', amount: '0' }] },
        field: 'items.0.amount',
        ru: 'Поле «количество» должно быть от 1 до 10000',
      },
      {
        title: 'a fractional amount',
        body: { items: [{ name: 'minecraft:stone', amount: '1.5' }] },
        field: 'items.0.amount',
        ru: 'Поле «количество» должно быть целым числом',
      },
      {
        title: 'an empty item name',
        body: { items: [{ name: ' ', amount: '1' }] },
        field: 'items.0.name',
        ru: 'Заполните поле «предмет»',
      },
      {
        title: 'more than 365 days',
        body: { claimInterval: '366' },
        field: 'claimInterval',
        ru: 'Поле «интервал получения» должно быть от 1 часа до 365 дней',
      },
      {
        title: 'more than 365 days in hours',
        body: { claimInterval: '8761', claimUnit: 'hours' },
        field: 'claimInterval',
        ru: 'Поле «интервал получения» должно быть от 1 часа до 365 дней',
      },
      {
        title: 'a zero interval',
        body: { claimInterval: '0', claimUnit: 'hours' },
        field: 'claimInterval',
        ru: 'Поле «интервал получения» должно быть от 1 часа до 365 дней',
      },
      { title: 'no English name', body: { nameEn: '' }, field: 'nameEn', ru: null },
      { title: 'an unknown role', body: { role: 999_999 }, field: 'role', ru: null },
    ])
    .run(async ({ client, assert }, row) => {
      const { vip } = await shop()
      const staff = await storeEditor()

      const response = await client
        .post(pagePath('ru', 'economy.staff_store_kits.store'))
        .header('referer', pagePath('ru', 'economy.staff_store_kits.create'))
        .json(form(vip.id, row.body))
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      const errors = (response.flashMessages().inputErrorsBag ??
        response.flashMessages().errorsBag) as Record<string, string[]>
      assert.include(Object.keys(errors), row.field)
      if (row.ru) assert.deepEqual(errors[row.field], [row.ru])
      assert.lengthOf(await StoreKit.all(), 1)
    })

  test('an edit shows on GET store/kits/{id}; hiding keeps the row and takes it off the store', async ({
    client,
    assert,
  }) => {
    const { vip, kit } = await shop()
    const staff = await storeEditor()

    const edited = await client
      .put(pagePath('en', 'economy.staff_store_kits.update', { id: kit.id }))
      .json(form(vip.id, { nameEn: 'Daily', claimInterval: '12', claimUnit: 'hours' }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    edited.assertStatus(302)
    const shown = await client
      .get(pathFor('api.economy.store_kits.show', { id: kit.id }))
      .header('accept-language', 'en')
    shown.assertStatus(200)
    assert.deepInclude(shown.body(), {
      name: 'Daily',
      claimInterval: { value: 12, unit: 'hours' },
      items: [
        { name: 'minecraft:diamond', amount: 5 },
        { name: 'minecraft:golden_apple', amount: 2 },
      ],
    })

    const hidden = await client
      .put(pagePath('en', 'economy.staff_store_kits.update', { id: kit.id }))
      .json(form(vip.id, { enabled: false }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    hidden.assertStatus(302)
    await kit.refresh()
    assert.isFalse(kit.enabled)
    const gone = await client.get(pathFor('api.economy.store_kits.show', { id: kit.id }))
    gone.assertStatus(404)
    const store = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.deepEqual(store.body().servers[0].roles[0].kits, [])
    const editPage = await client
      .get(pagePath('en', 'economy.staff_store_kits.edit', { id: kit.id }))
      .loginAs(staff)
    editPage.assertStatus(200)
  })
})
