import { test } from '@japa/runner'
import DeliveryCommand from '#models/delivery_command'
import StoreGrant from '#models/store_grant'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { grantOf, moveNetwork } from '#tests/support/store'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet privileges: moving a role (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('the page offers each role the servers it can move to', async ({ client, assert }) => {
    const { hiTech, magic, vip, magicVip } = await moveNetwork()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)
    await grantOf(player, magic.id, magicVip.id)

    const response = await client
      .get(pagePath('en', 'economy.cabinet_roles.index'))
      .loginAs(player)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('economy/cabinet_roles/index')
    const targets = response.inertiaProps.moveTargets[grant.id]
    assert.deepEqual(
      targets.map((row: { server: { slug: string }; refusal: string | null }) => [
        row.server.slug,
        row.refusal,
      ]),
      [
        ['magic-rpg', 'target_active'],
        ['pixelmon', null],
      ]
    )
  })

  test('moves the role and flashes "Role transferred"', async ({ client, assert }) => {
    const { hiTech, pixelmon, vip } = await moveNetwork()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)

    const response = await client
      .post(pagePath('en', 'economy.role_transfers.store'))
      .header('referer', pagePath('en', 'economy.cabinet_roles.index'))
      .header('Idempotency-Key', 'b1e5c0de-1b0d-4e5f-9a8b-7c6d5e4f3a21')
      .form({ grantId: grant.id, server: 'pixelmon' })
      .loginAs(player)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.cabinet_roles.index'))
    response.assertFlashMessage('success', { key: 'economy.role_transfers.transferred' })
    const active = await StoreGrant.query().where('user_id', player.id).where('state', 'active')
    assert.deepEqual(
      active.map((row) => row.serverId),
      [pixelmon.id]
    )
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 2)
  })

  test('puts the refusal under its field: {title}')
    .with([
      { title: 'same server', server: 'hi-tech', field: 'server', text: 'already on this server' },
      { title: 'not sold', server: 'vanilla', field: 'server', text: 'not sold on that server' },
      {
        title: 'already active',
        server: 'magic-rpg',
        field: 'server',
        text: 'You already have this role on that server',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { hiTech, magic, vip, magicVip } = await moveNetwork()
      const player = await UserFactory.create()
      const grant = await grantOf(player, hiTech.id, vip.id)
      await grantOf(player, magic.id, magicVip.id)

      const response = await client
        .post(pagePath('en', 'economy.role_transfers.store'))
        .header('referer', pagePath('en', 'economy.cabinet_roles.index'))
        .form({ grantId: grant.id, server: row.server })
        .loginAs(player)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
      assert.property(errors, row.field)
      assert.include(JSON.stringify(errors), row.text)
      await grant.refresh()
      assert.equal(grant.state, 'active')
    })

  test('another player’s role is refused under grantId, in Russian too', async ({
    client,
    assert,
  }) => {
    const { hiTech, vip } = await moveNetwork()
    const player = await UserFactory.create()
    const other = await UserFactory.create()
    const grant = await grantOf(other, hiTech.id, vip.id)

    const response = await client
      .post(pagePath('ru', 'economy.role_transfers.store'))
      .header('referer', pagePath('ru', 'economy.cabinet_roles.index'))
      .form({ grantId: grant.id, server: 'pixelmon' })
      .loginAs(player)
      .withCsrfToken()
      .redirects(0)

    const errors = response.flashMessages().inputErrorsBag ?? response.flashMessages().errorsBag
    assert.property(errors, 'grantId')
    assert.include(JSON.stringify(errors), 'У вас нет такой активной роли')
  })
})
