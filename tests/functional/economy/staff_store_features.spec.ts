import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import StoreFeature from '#models/store_feature'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { isolateDatabase } from '#tests/support/database'
import { storeEditor } from '#tests/support/store'
import { pagePath, pathFor } from '#tests/support/urls'

/** HiTech with a VIP role that has "Homes: 3" and a "Kit" feature. */
async function shop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const vip = await StoreRoleFactory.merge({ serverId: server.id, slug: 'vip' }).create()
  const homes = await StoreFeature.create({
    serverId: server.id,
    nameRu: 'Дома',
    nameEn: 'Homes',
    position: 1,
  })
  const kit = await StoreFeature.create({
    serverId: server.id,
    nameRu: 'Набор',
    nameEn: 'Kit',
    position: 2,
  })
  await vip.related('features').attach({ [homes.id]: { value_ru: '3', value_en: '3' } })
  return { server, vip, homes, kit }
}

async function comparison(client: ApiClient, locale = 'ru') {
  const response = await client
    .get(pathFor('api.economy.store_features.index', {}, { server: 'hi-tech' }))
    .header('accept-language', locale)
  response.assertStatus(200)
  return response.body().servers[0].features as { name: string; values: { value: string }[] }[]
}

test.group('Staff store catalogue: compared features', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 for a player without web.store.edit', async ({ client, assert }) => {
    const { homes } = await shop()
    const player = await UserFactory.create()

    const page = await client
      .get(pagePath('en', 'economy.staff_store_features.edit', { id: homes.id }))
      .loginAs(player)
    const create = await client
      .post(pagePath('en', 'economy.staff_store_features.store'))
      .json({ server: 'hi-tech', nameRu: 'Полёт', nameEn: 'Fly', position: '0', enabled: true })
      .loginAs(player)
      .withCsrfToken()

    page.assertStatus(404)
    create.assertStatus(404)
    assert.lengthOf(await StoreFeature.all(), 2)
  })

  test('creates, renames and reorders features, as GET store/role/features shows', async ({
    client,
    assert,
  }) => {
    const { homes } = await shop()
    const staff = await storeEditor()

    const created = await client
      .post(pagePath('en', 'economy.staff_store_features.store'))
      .json({ server: 'hi-tech', nameRu: 'Полёт', nameEn: 'Fly', position: '0', enabled: true })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    const renamed = await client
      .put(pagePath('en', 'economy.staff_store_features.update', { id: homes.id }))
      .json({ nameRu: 'Точки дома', nameEn: 'Home points', position: '5', enabled: true })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    created.assertStatus(302)
    created.assertHeader('location', pagePath('en', 'economy.staff_store_roles.index'))
    renamed.assertStatus(302)
    const lines = await comparison(client, 'en')
    assert.deepEqual(
      lines.map((line) => line.name),
      ['Fly', 'Kit', 'Home points']
    )
    assert.equal(lines[2].values[0].value, '3')
    const page = await client
      .get(pagePath('en', 'economy.staff_store_roles.index'))
      .loginAs(staff)
      .withInertia()
    assert.deepEqual(
      page.inertiaProps.shelves[0].features.map((row: { nameEn: string }) => row.nameEn),
      ['Fly', 'Kit', 'Home points']
    )
  })

  test('refuses {title} under its field with a translated message')
    .with([
      {
        title: 'an empty name',
        body: { nameRu: '' },
        field: 'nameRu',
        ru: 'Заполните поле «название на русском»',
      },
      {
        title: 'a negative order',
        body: { position: '-1' },
        field: 'position',
        ru: 'Поле «порядок» должно быть от 0 до 1000',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { homes } = await shop()
      const staff = await storeEditor()

      const response = await client
        .put(pagePath('ru', 'economy.staff_store_features.update', { id: homes.id }))
        .header('referer', pagePath('ru', 'economy.staff_store_features.edit', { id: homes.id }))
        .json({ nameRu: 'Дома', nameEn: 'Homes', position: '1', enabled: true, ...row.body })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      const errors = (response.flashMessages().inputErrorsBag ??
        response.flashMessages().errorsBag) as Record<string, string[]>
      assert.deepEqual(errors[row.field], [row.ru])
      await homes.refresh()
      assert.equal(homes.nameRu, 'Дома')
    })

  test('hiding takes a feature off the store but keeps the roles’ values; showing brings them back', async ({
    client,
    assert,
  }) => {
    const { homes } = await shop()
    const staff = await storeEditor()
    const save = (enabled: boolean) =>
      client
        .put(pagePath('en', 'economy.staff_store_features.update', { id: homes.id }))
        .json({ nameRu: 'Дома', nameEn: 'Homes', position: '1', enabled })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

    const hidden = await save(false)
    hidden.assertStatus(302)

    const left = await comparison(client)
    assert.deepEqual(
      left.map((line) => line.name),
      ['Набор']
    )
    const store = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.deepEqual(store.body().servers[0].roles[0].features, [])
    const kept = await db.from('store_role_features').where('feature_id', homes.id)
    assert.lengthOf(kept, 1)

    const shown = await save(true)
    shown.assertStatus(302)
    const lines = await comparison(client)
    assert.deepEqual(
      lines.map((line) => [line.name, line.values[0].value]),
      [
        ['Дома', '3'],
        ['Набор', null],
      ]
    )
  })
})
