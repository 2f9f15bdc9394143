import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import DeliveryCommand from '#models/delivery_command'
import StoreGrant from '#models/store_grant'
import { UserFactory } from '#database/factories/user_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { openSession, sessionHeaders } from '#tests/support/sessions'
import { DAY_MS } from '#domain/economy/store'
import { grantOf, moveNetwork as network } from '#tests/support/store'
import { fund, walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

const URL = pathFor('api.economy.role_transfers.store')

test.group('API cabinet/roles/transfer', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the servers with the expiry a move gives on each', async ({ client, assert }) => {
    const { hiTech, vip } = await network()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)

    const response = await client.get(`${URL}/servers`).qs({ grantId: grant.id }).loginAs(player)

    response.assertStatus(200)
    const servers = response.body().servers as { server: { slug: string }; expiresAt: string }[]
    assert.deepEqual(
      servers.map((row) => row.server.slug),
      ['magic-rpg', 'pixelmon']
    )
    const left = (row: { expiresAt: string }) =>
      (DateTime.fromISO(row.expiresAt).toMillis() - Date.now()) / DAY_MS
    // Twice the price: half the time; half the price: twice.
    assert.approximately(left(servers[0]), 5, 0.01)
    assert.approximately(left(servers[1]), 20, 0.01)
  })

  test('moves the time prorated: the old grant ends, a new one, both commands', async ({
    client,
    assert,
  }) => {
    const { hiTech, magic, vip } = await network()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    const grant = await grantOf(player, hiTech.id, vip.id)

    const response = await client
      .post(URL)
      .json({ grantId: grant.id, server: 'magic-rpg' })
      .loginAs(player)

    response.assertStatus(200)
    response.assertBodyContains({
      grant: { server: { slug: 'magic-rpg', name: 'Magic RPG' } },
      from: { id: grant.id, server: { slug: 'hi-tech' } },
    })
    await grant.refresh()
    assert.equal(grant.state, 'moved')
    assert.isNotNull(grant.endedAt)
    const moved = await StoreGrant.findOrFail(response.body().grant.id)
    assert.equal(moved.serverId, magic.id)
    assert.equal(moved.movedFromId, grant.id)
    assert.approximately(moved.expiresAt!.toMillis() - Date.now(), 5 * DAY_MS, 5_000)
    const removal = await DeliveryCommand.findOrFail(response.body().removalDeliveryId)
    assert.equal(removal.serverId, hiTech.id)
    assert.equal(removal.command, 'lp user Kirito_92 parent remove vip')
    const added = await DeliveryCommand.findOrFail(response.body().grantDeliveryId)
    assert.equal(added.serverId, magic.id)
    assert.equal(added.command, 'lp user Kirito_92 parent add vip')
  })

  test('moves a forever role where forever costs no more, not where it costs more', async ({
    client,
    assert,
  }) => {
    const { hiTech, magic, vip } = await network()
    const player = await UserFactory.create()
    const cheaper = await StoreRoleFactory.merge({ serverId: magic.id, slug: 'gold' }).create()
    const gold = await StoreRoleFactory.merge({
      serverId: hiTech.id,
      slug: 'gold',
      priceForever: 1500_00,
    }).create()
    const forever = await grantOf(player, hiTech.id, vip.id, null)
    const foreverGold = await grantOf(player, hiTech.id, gold.id, null)

    const refused = await client
      .post(URL)
      .header('Accept-Language', 'en')
      .json({ grantId: forever.id, server: 'magic-rpg' })
      .loginAs(player)
    refused.assertStatus(400)
    refused.assertBodyContains({ error_code: 2012, details: { type: 'forever_costlier' } })

    const done = await client
      .post(URL)
      .json({ grantId: foreverGold.id, server: 'magic-rpg' })
      .loginAs(player)
    done.assertStatus(200)
    assert.isNull(done.body().grant.expiresAt)
    const moved = await StoreGrant.findOrFail(done.body().grant.id)
    assert.equal(moved.roleId, cheaper.id)
  })

  test('refuses {title} with error {code} and changes nothing')
    .with([
      { title: 'another player’s role', case: 'foreign', status: 404, code: 2007 },
      { title: 'an unknown id', case: 'unknown', status: 404, code: 2007 },
      { title: 'an expired role', case: 'expired', status: 409, code: 2008 },
      { title: 'the same server', case: 'same', status: 400, code: 2009 },
      { title: 'a server not selling it', case: 'not_sold', status: 400, code: 2010 },
      { title: 'a server where it is active', case: 'active', status: 409, code: 2011 },
      { title: 'an unknown server', case: 'no_server', status: 404, code: 2001 },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const { hiTech, magic, vip, magicVip } = await network()
      const player = await UserFactory.create()
      const other = await UserFactory.create()
      const owner = row.case === 'foreign' ? other : player
      const grant = await grantOf(owner, hiTech.id, vip.id, row.case === 'expired' ? -1 : 10)
      if (row.case === 'active') await grantOf(player, magic.id, magicVip.id)
      const servers = {
        same: 'hi-tech',
        not_sold: 'vanilla',
        no_server: 'nowhere',
      } as Record<string, string>

      const response = await client
        .post(URL)
        .header('Accept-Language', 'en')
        .json({
          grantId: row.case === 'unknown' ? crypto.randomUUID() : grant.id,
          server: servers[row.case] ?? 'magic-rpg',
        })
        .loginAs(player)

      response.assertStatus(row.status)
      response.assertBodyContains({ error_code: row.code })
      assert.isString(response.body().error_message)
      await grant.refresh()
      assert.equal(grant.state, 'active')
      assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 0)
    })

  test('an extend of the role just moved away is refused, not bought anew', async ({
    client,
    assert,
  }) => {
    const { hiTech, vip } = await network()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)
    await fund(player, 'rub', 500_00)
    await client.post(URL).json({ grantId: grant.id, server: 'magic-rpg' }).loginAs(player)

    const extend = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .header('Accept-Language', 'en')
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month', mode: 'extend' })
      .loginAs(player)

    extend.assertStatus(409)
    extend.assertBodyContains({ error_code: 2200, details: { type: 'role_not_active' } })
    assert.match(extend.body().error_message, /no longer active on this server/)
    assert.deepEqual(await walletOf(player), { balance: 500_00, coins: 0 })
    assert.lengthOf(
      await StoreGrant.query().where('server_id', hiTech.id).where('state', 'active'),
      0
    )
  })

  test('answers the refusals in Russian too', async ({ client }) => {
    const { hiTech, vip } = await network()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)

    const response = await client
      .post(URL)
      .header('Accept-Language', 'ru')
      .json({ grantId: grant.id, server: 'vanilla' })
      .loginAs(player)

    response.assertBodyContains({
      error_code: 2010,
      error_message: 'Эта роль не продаётся на том сервере',
    })
  })
})

test.group('API cabinet/roles/transfer races', (group) => {
  // Concurrent requests need their own transactions: commit and truncate.
  group.each.setup(freshDatabase)

  test('the same grant moved by 20 requests at once moves once', async ({ assert }) => {
    const { hiTech, vip } = await network()
    const player = await UserFactory.create()
    const grant = await grantOf(player, hiTech.id, vip.id)
    const headers = {
      ...sessionHeaders(await openSession(player)),
      'content-type': 'application/json',
      'accept': 'application/json',
    }

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${baseURL}${URL}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            grantId: grant.id,
            server: index % 2 === 0 ? 'magic-rpg' : 'pixelmon',
          }),
        }).then(async (response) => ({ status: response.status, body: await response.json() }))
      )
    )

    assert.lengthOf(
      answers.filter((answer) => answer.status === 200),
      1
    )
    assert.isTrue(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 404 && answer.body.error_code === 2007)
    )
    const grants = await StoreGrant.query().where('user_id', player.id)
    assert.lengthOf(grants, 2)
    assert.lengthOf(
      grants.filter((row) => row.state === 'active'),
      1
    )
    assert.lengthOf(await DeliveryCommand.query().where('user_id', player.id), 2)
  }).timeout(60_000)
})
