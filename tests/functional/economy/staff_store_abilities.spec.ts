import { test } from '@japa/runner'
import StoreAbility from '#models/store_ability'
import StorePurchase from '#models/store_purchase'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreAbilityFactory } from '#database/factories/store_ability_factory'
import { isolateDatabase } from '#tests/support/database'
import { storeEditor } from '#tests/support/store'
import { fund } from '#tests/support/wallets'
import { pagePath, pathFor } from '#tests/support/urls'

function form(overrides: Record<string, unknown> = {}) {
  return {
    nameRu: 'Полёт',
    nameEn: 'Flight',
    descriptionRu: 'Летать в выживании',
    descriptionEn: 'Fly in survival',
    price: '49.9',
    grantCommand: 'lp user {nickname} permission set {group} true',
    position: '2',
    enabled: true,
    ...overrides,
  }
}

async function shop() {
  const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const ability = await StoreAbilityFactory.merge({
    serverId: server.id,
    slug: 'fly',
    nameEn: 'Flight',
    price: 50_00,
  }).create()
  return { server, ability }
}

test.group('Staff store catalogue: abilities', (group) => {
  group.each.setup(isolateDatabase)

  test('is a 404 for a player without web.store.edit', async ({ client, assert }) => {
    const { ability } = await shop()
    const player = await UserFactory.create()

    const page = await client
      .get(pagePath('en', 'economy.staff_store_abilities.edit', { id: ability.id }))
      .loginAs(player)
    const save = await client
      .put(pagePath('en', 'economy.staff_store_abilities.update', { id: ability.id }))
      .json(form({ price: '1' }))
      .loginAs(player)
      .withCsrfToken()

    page.assertStatus(404)
    save.assertStatus(404)
    await ability.refresh()
    assert.equal(ability.price, 50_00)
  })

  test('creates an ability with its price typed in rubles', async ({ client, assert }) => {
    await shop()
    const staff = await storeEditor()

    const response = await client
      .post(pagePath('en', 'economy.staff_store_abilities.store'))
      .json(form({ server: 'hi-tech', slug: 'Heal' }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.staff_store_roles.index'))
    const ability = await StoreAbility.findByOrFail('slug', 'heal')
    assert.include(ability.toJSON(), { price: 49_90, position: 2, enabled: true, nameEn: 'Flight' })
  })

  test('refuses {title} under its field')
    .with([
      { title: 'three decimals', body: { price: '1.001' }, field: 'price' },
      { title: 'a taken slug', body: { slug: 'fly' }, field: 'slug' },
      {
        title: 'a command without {nickname}',
        body: { grantCommand: 'fly on' },
        field: 'grantCommand',
      },
    ])
    .run(async ({ client, assert }, row) => {
      await shop()
      const staff = await storeEditor()

      const response = await client
        .post(pagePath('en', 'economy.staff_store_abilities.store'))
        .header('referer', pagePath('en', 'economy.staff_store_abilities.create'))
        .json(form({ server: 'hi-tech', slug: 'heal', ...row.body }))
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.property(errors, row.field)
      assert.lengthOf(await StoreAbility.all(), 1)
    })

  test('an edit keeps what was bought and hiding takes it off the store', async ({
    client,
    assert,
  }) => {
    const { ability } = await shop()
    const staff = await storeEditor()
    const player = await UserFactory.create()
    await fund(player, 'rub', 1000_00)
    const bought = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .json({ type: 'ability', slug: 'fly', server: 'hi-tech' })
      .loginAs(player)
    bought.assertStatus(200)

    const response = await client
      .put(pagePath('en', 'economy.staff_store_abilities.update', { id: ability.id }))
      .json(form({ price: '75', enabled: false }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    await ability.refresh()
    assert.include(ability.toJSON(), { price: 75_00, enabled: false })
    const purchase = await StorePurchase.query().where('ability_id', ability.id).firstOrFail()
    assert.equal(purchase.amount, 50_00)
    const store = await client.get(
      pathFor('api.economy.store_roles.index', {}, { server: 'hi-tech' })
    )
    assert.deepEqual(store.body().servers[0].abilities, [])
    const cabinet = await client
      .get(pagePath('en', 'economy.abilities.index'))
      .loginAs(player)
      .withInertia()
    assert.lengthOf(cabinet.inertiaProps.abilities, 1)
  })
})
