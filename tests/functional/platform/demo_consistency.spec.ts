import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import DeliveryCommand from '#models/delivery_command'
import GameBan from '#models/game_ban'
import LedgerEntry from '#models/ledger_entry'
import OauthIdentity from '#models/oauth_identity'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import User from '#models/user'
import oauthConfig from '#config/oauth'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts, DEMO_ACCOUNTS } from '#database/demo/accounts'
import { seedEconomy } from '#database/demo/economy'
import { seedGameActivity } from '#database/demo/game_activity'
import { seedStore } from '#database/demo/store'
import { seedPurchases } from '#database/demo/purchases'
import { seedRewards } from '#database/demo/rewards'
import { DEMO_NEWS } from '#database/demo/content_texts'
import { isolateDatabase } from '#tests/support/database'
import { pagePath, type RouteName } from '#tests/support/urls'

/** A text of the seed that a player reads: a pair of both languages, each filled. */
function bothLanguages(value: unknown) {
  const pair = value as { ru?: unknown; en?: unknown }
  return (
    typeof pair.ru === 'string' && pair.ru !== '' && typeof pair.en === 'string' && pair.en !== ''
  )
}

async function kiritoPage(client: ApiClient, lang: 'ru' | 'en', route: RouteName) {
  const kirito = await User.findByOrFail('nickname_key', 'kirito_92')
  const response = await client.get(pagePath(lang, route)).loginAs(kirito).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as Record<string, any>
}

test.group('Demo data agrees with itself (#27 item 4)', (group) => {
  group.setup(async () => {
    const rollback = await isolateDatabase()
    await seedPlatform()
    await seedAccounts()
    await seedEconomy()
    await seedGameActivity()
    await seedStore()
    await seedPurchases()
    await seedRewards()
    return rollback
  })
  group.each.timeout(60_000)

  test('a player’s ledger runs in time: one operation a second, balances chained', async ({
    assert,
  }) => {
    const entries = await LedgerEntry.query().preload('user').orderBy('id')
    assert.isAbove(entries.length, 10)
    const seen = new Map<string, string>()
    const last = new Map<string, LedgerEntry>()
    for (const entry of entries) {
      assert.isAtLeast(entry.createdAt.toMillis(), entry.user.createdAt.toMillis())
      // The two rows of one operation (a top-up and its bonus) share their moment; others never.
      const second = `${entry.userId}@${entry.createdAt.toUnixInteger()}`
      const operation = `${entry.referenceType}:${entry.referenceId}`
      assert.oneOf(seen.get(second) ?? operation, [operation], `${second} holds two operations`)
      seen.set(second, operation)
      const wallet = `${entry.userId}:${entry.currency}`
      const before = last.get(wallet)
      if (before) {
        assert.isAtLeast(entry.createdAt.toMillis(), before.createdAt.toMillis())
        assert.equal(entry.balanceAfter, before.balanceAfter + entry.amount)
      } else {
        assert.equal(entry.balanceAfter, entry.amount)
      }
      last.set(wallet, entry)
    }
    const minutes = new Set(entries.map((entry) => entry.createdAt.toFormat('yyyy-LL-dd HH:mm')))
    assert.isAbove(minutes.size, entries.length / 2)
  })

  test('each privilege has its purchase and delivery, and each store delivery its privilege', async ({
    assert,
  }) => {
    const grants = await StoreGrant.all()
    const purchases = await StorePurchase.all()
    const deliveries = await DeliveryCommand.query().where(
      'idempotency_key',
      'like',
      'store:purchase:%'
    )
    assert.isNotEmpty(grants)
    for (const grant of grants) {
      const purchase = purchases.find((row) => row.grantId === grant.id)
      assert.exists(purchase, `grant ${grant.id} has no purchase`)
      const delivery = deliveries.find((row) => row.id === purchase!.deliveryCommandId)
      assert.exists(delivery, `purchase ${purchase!.id} has no delivery`)
      assert.equal(delivery!.userId, grant.userId)
      assert.equal(delivery!.serverId, grant.serverId)
      assert.equal(delivery!.createdAt.toMillis(), grant.startsAt.toMillis())
    }
    for (const delivery of deliveries) {
      assert.exists(purchases.find((row) => row.deliveryCommandId === delivery.id))
    }
  })

  test('Kirito_92’s privileges tab lists the roles his deliveries delivered', async ({
    client,
    assert,
  }) => {
    const { roles } = (await kiritoPage(client, 'ru', 'economy.cabinet_roles.index')) as {
      roles: { item: { name: string } }[]
    }
    const { deliveries } = await kiritoPage(client, 'ru', 'network.cabinet_deliveries.index')
    const delivered = (deliveries as { label: string; state: string }[])
      .filter((row) => row.state === 'done')
      .map((row) => row.label.split(' · ')[0])
    assert.includeMembers(
      delivered,
      roles.map((role) => role.item.name)
    )
    assert.sameMembers(
      roles.map((role) => role.item.name),
      ['VIP', 'Premium']
    )
    assert.sameMembers(delivered, ['VIP', 'Полёт', 'Premium'])
  })

  test('no seeded text a player reads lacks its Russian or English form', async ({ assert }) => {
    const notes = await LedgerEntry.query().whereNotNull('details')
    for (const entry of notes) {
      if (entry.details?.note !== undefined) assert.isTrue(bothLanguages(entry.details.note))
    }
    const labelled = await DeliveryCommand.all()
    assert.isNotEmpty(labelled)
    for (const command of labelled) {
      assert.isNotNull(command.labelKey)
      assert.isTrue(bothLanguages(command.labelParams?.item), command.label ?? '')
    }
    // Ban reasons are clauses of the rules, which the pages read out in the reader's language.
    const bans = await GameBan.query().whereNotNull('reason')
    assert.isNotEmpty(bans)
    for (const ban of bans) assert.match(ban.reason!, /^\d+\.\d+$/)
    const summaries = DEMO_NEWS.flatMap((post) => [post.ru.summary, post.en.summary])
    assert.lengthOf(new Set(summaries), DEMO_NEWS.length * 2)
  })

  test('referrals registered through the invitation after the referrer', async ({ assert }) => {
    const referrals = await User.query().whereNotNull('referrer_id')
    assert.isNotEmpty(referrals)
    for (const referral of referrals) {
      const referrer = await User.findOrFail(referral.referrerId)
      assert.equal(referral.referredAt!.toMillis(), referral.createdAt.toMillis())
      assert.isBelow(referrer.createdAt.toMillis(), referral.createdAt.toMillis())
    }
    const registered = await db
      .from('users')
      .whereIn(
        'nickname',
        DEMO_ACCOUNTS.map((account) => account.nickname)
      )
      .count('* as total')
    assert.equal(Number(registered[0].total), DEMO_ACCOUNTS.length)
  })

  test('social accounts were linked after registering, purchases took the held role’s discount', async ({
    assert,
  }) => {
    const identities = await OauthIdentity.query().preload('user')
    assert.isNotEmpty(identities)
    for (const identity of identities) {
      assert.isAbove(identity.createdAt.toMillis(), identity.user.createdAt.toMillis())
      assert.isBelow(identity.createdAt.toMillis(), Date.now() - 86_400_000)
    }
    const kirito = await User.findByOrFail('nickname_key', 'kirito_92')
    const purchases = await StorePurchase.query().where('user_id', kirito.id).orderBy('created_at')
    assert.deepEqual(
      purchases.map((row) => row.discountPercent),
      [0, 5, 5]
    )
  })

  test('a linked provider the site does not offer is listed, marked not set up', async ({
    client,
    assert,
    cleanup,
  }) => {
    const apiKey = oauthConfig.steam.apiKey
    oauthConfig.steam.apiKey = null
    cleanup(() => {
      oauthConfig.steam.apiKey = apiKey
    })
    const { methods } = await kiritoPage(client, 'en', 'accounts.oauth_links.index')
    const steam = (methods.providers as any[]).find((row) => row.provider === 'steam')
    assert.deepInclude(steam, { configured: false })
    assert.equal(steam.link.name, 'Kirito')
    const google = (methods.providers as any[]).find((row) => row.provider === 'google')
    assert.equal(google.link.name, 'Kazuto K.')
  })

  test('the ban list reads a clause reason out in each reader’s language', async ({
    client,
    assert,
  }) => {
    const kirito = await User.findByOrFail('nickname_key', 'kirito_92')
    const page = async (lang: 'ru' | 'en') => {
      const response = await client.get(pagePath(lang, 'players.bans.index')).loginAs(kirito)
      response.assertStatus(200)
      return response.text()
    }
    assert.include(await page('ru'), 'Пункт 2.2 правил')
    assert.include(await page('en'), 'Rule 2.2')
  })
})
