import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { StoreAbilityFactory } from '#database/factories/store_ability_factory'
import { isolateDatabase } from '#tests/support/database'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { grantOf, moveNetwork } from '#tests/support/store'
import { fund } from '#tests/support/wallets'
import { pagePath, pathFor } from '#tests/support/urls'

test.group('API cabinet/roles and cabinet/abilities', (group) => {
  group.each.setup(isolateDatabase)

  test('a guest gets 401: {$self}')
    .with([pathFor('api.economy.cabinet_roles.index'), pathFor('api.economy.abilities.index')])
    .run(async ({ client }, url) => {
      const response = await client.get(url).header('accept', 'application/json')
      response.assertStatus(401)
    })

  test('cabinet/roles answers what the privileges page shows, by the same transformers', async ({
    client,
    assert,
  }) => {
    const { hiTech, vip } = await moveNetwork()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await fund(player, 'rub', 1000_00)
    const bought = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' })
      .loginAs(player)
    bought.assertStatus(200)
    const other = await UserFactory.create()
    await grantOf(other, hiTech.id, vip.id)

    const api = await client
      .get(pathFor('api.economy.cabinet_roles.index'))
      .header('Accept-Language', 'en')
      .headers(sessionHeaders(await openSession(player)))
    const page = await client
      .get(pagePath('en', 'economy.cabinet_roles.index'))
      .loginAs(player)
      .withInertia()

    api.assertStatus(200)
    const body = api.body()
    assert.deepEqual(body.roles, page.inertiaProps.roles)
    assert.deepEqual(body.purchases, page.inertiaProps.purchases)
    // A target's expiry is counted from the moment of each request.
    assert.deepEqual(Object.keys(body.moveTargets), Object.keys(page.inertiaProps.moveTargets))
    assert.lengthOf(body.roles, 1)
    assert.deepInclude(body.roles[0], {
      kind: 'role',
      server: { slug: 'hi-tech', name: 'HiTech' },
      state: 'active',
    })
    assert.deepEqual(
      body.moveTargets[body.roles[0].id].map(
        (row: { server: { slug: string } }) => row.server.slug
      ),
      ['magic-rpg', 'pixelmon']
    )
    assert.deepInclude(body.purchases[0], { kind: 'role', mode: 'new', amount: 100_00 })
    assert.equal(body.purchases[0].delivery.state, 'queued')
  })

  test('cabinet/abilities answers the owned abilities and their purchases', async ({
    client,
    assert,
  }) => {
    const { hiTech } = await moveNetwork()
    const fly = await StoreAbilityFactory.merge({
      serverId: hiTech.id,
      slug: 'fly',
      nameRu: 'Полёт',
      nameEn: 'Flight',
    }).create()
    const player = await UserFactory.merge({ nickname: 'Asuna' }).create()
    await fund(player, 'rub', 1000_00)
    const bought = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .json({ type: 'ability', slug: fly.slug, server: 'hi-tech' })
      .loginAs(player)
    bought.assertStatus(200)

    const api = await client
      .get(pathFor('api.economy.abilities.index'))
      .header('Accept-Language', 'en')
      .loginAs(player)
    const ru = await client
      .get(pathFor('api.economy.abilities.index'))
      .header('Accept-Language', 'ru')
      .loginAs(player)
    const page = await client
      .get(pagePath('en', 'economy.abilities.index'))
      .loginAs(player)
      .withInertia()

    api.assertStatus(200)
    assert.deepEqual(api.body(), {
      abilities: page.inertiaProps.abilities,
      purchases: page.inertiaProps.purchases,
    })
    assert.deepInclude(api.body().abilities[0], {
      kind: 'ability',
      item: { slug: 'fly', name: 'Flight', color: null, rank: null },
      expiresAt: null,
    })
    assert.equal(api.body().purchases[0].delivery.label, 'Flight · HiTech')
    assert.equal(ru.body().abilities[0].item.name, 'Полёт')
    assert.equal(ru.body().purchases[0].delivery.label, 'Полёт · HiTech')
  })
})
