import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import StoreRole from '#models/store_role'
import type User from '#models/user'
import StoreGrantService from '#services/economy/store_grant_service'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { grantOf, moveNetwork } from '#tests/support/store'
import { fund } from '#tests/support/wallets'
import { pagePath, pathFor } from '#tests/support/urls'

type Delivery = { label: string; server: { slug: string }; command: string }

/** The player's cabinet deliveries tab in a language: label, server and command per row. */
async function deliveries(client: ApiClient, user: User, lang: 'en' | 'ru') {
  const response = await client.get(`/${lang}/cabinet/deliveries`).loginAs(user).withInertia()
  response.assertStatus(200)
  return (response.inertiaProps.deliveries as Delivery[]).map((row) => [
    row.server.slug,
    row.label,
    row.command,
  ])
}

test.group('Store deliveries: labels in the reader’s language', (group) => {
  group.each.setup(isolateDatabase)

  test('a purchase bought in Russian reads in English for an English reader', async ({
    client,
    assert,
  }) => {
    const { vip } = await moveNetwork()
    await vip.merge({ nameRu: 'Вип', nameEn: 'VIP' }).save()
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await fund(player, 'rub', 1000_00)
    const bought = await client
      .post(pathFor('api.economy.store_purchases.store'))
      .header('Accept-Language', 'ru')
      .json({ type: 'role', slug: 'vip', server: 'hi-tech', period: 'month' })
      .loginAs(player)
    bought.assertStatus(200)

    assert.deepEqual(await deliveries(client, player, 'en'), [
      ['hi-tech', 'VIP · HiTech', 'lp user Kirito_92 parent add vip'],
    ])
    assert.deepEqual(await deliveries(client, player, 'ru'), [
      ['hi-tech', 'Вип · HiTech', 'lp user Kirito_92 parent add vip'],
    ])
    const cabinet = await client
      .get(pagePath('ru', 'economy.cabinet_roles.index'))
      .loginAs(player)
      .withInertia()
    assert.equal(cabinet.inertiaProps.purchases[0].delivery.label, 'Вип · HiTech')
  })

  test('an expiry’s removal is labelled in each reader’s language', async ({ client, assert }) => {
    const { hiTech, vip } = await moveNetwork()
    await vip.merge({ nameRu: 'Вип', nameEn: 'VIP' }).save()
    const player = await UserFactory.merge({ nickname: 'Asuna' }).create()
    await grantOf(player, hiTech.id, vip.id, 1)

    const ended = await app.container
      .make(StoreGrantService)
      .then((grants) => grants.expireDue(DateTime.utc().plus({ days: 2 })))

    assert.equal(ended, 1)
    assert.deepEqual(await deliveries(client, player, 'en'), [
      ['hi-tech', 'VIP ended · removal on HiTech', 'lp user Asuna parent remove vip'],
    ])
    assert.deepEqual(await deliveries(client, player, 'ru'), [
      ['hi-tech', 'Вип: срок закончился · снятие на HiTech', 'lp user Asuna parent remove vip'],
    ])
  })

  test('a move lists both commands: removal on the old server, grant on the new', async ({
    client,
    assert,
  }) => {
    const { hiTech, vip } = await moveNetwork()
    await StoreRole.query().update({ nameRu: 'Вип', nameEn: 'VIP' })
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    const grant = await grantOf(player, hiTech.id, vip.id)

    const moved = await client
      .post(pathFor('api.economy.role_transfers.store'))
      .json({ grantId: grant.id, server: 'pixelmon' })
      .loginAs(player)
    moved.assertStatus(200)

    assert.sameDeepMembers(await deliveries(client, player, 'en'), [
      [
        'hi-tech',
        'VIP moved to Pixelmon · removal on HiTech',
        'lp user Kirito_92 parent remove vip',
      ],
      ['pixelmon', 'VIP moved from HiTech · grant on Pixelmon', 'lp user Kirito_92 parent add vip'],
    ])
    assert.sameDeepMembers(await deliveries(client, player, 'ru'), [
      [
        'hi-tech',
        'Вип перенесена на Pixelmon · снятие на HiTech',
        'lp user Kirito_92 parent remove vip',
      ],
      [
        'pixelmon',
        'Вип перенесена с HiTech · выдача на Pixelmon',
        'lp user Kirito_92 parent add vip',
      ],
    ])
  })

  test('a label written before keys existed still reads as written', async ({ client, assert }) => {
    const { hiTech } = await moveNetwork()
    const player = await UserFactory.merge({ nickname: 'Asuna' }).create()
    await DeliveryCommandFactory.merge({
      serverId: hiTech.id,
      userId: player.id,
      nickname: 'Asuna',
      command: 'say hi',
      label: 'Old label',
    }).create()

    assert.deepEqual(await deliveries(client, player, 'ru'), [['hi-tech', 'Old label', 'say hi']])
  })
})
