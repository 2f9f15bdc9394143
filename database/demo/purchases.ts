import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DeliveryCommand from '#models/delivery_command'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import StoreRole from '#models/store_role'
import User from '#models/user'
import StaffService from '#services/accounts/staff_service'
import WalletService from '#services/economy/wallet_service'
import { DEMO_STAFF } from '#database/demo/accounts'
import { dateLedger } from '#database/demo/dated'
import { deliveryLabel } from '#data/delivery_labels'
import { sqlTime } from '#data/sql_time'
import { storeItemDelivery } from '#data/store_deliveries'
import { discountedPrice, periodEnd, type RolePeriod } from '#domain/economy/store'

type Outcome = {
  state: DeliveryCommand['state']
  attempts: number
  output?: string
  lastError?: string
}

type DemoPurchase = {
  /** Fixed, so the seed buys once whatever the runs. */
  id: string
  nickname: string
  server: string
  item: { role: string; period: RolePeriod } | { ability: string }
  daysAgo: number
  delivery: Outcome
}

/**
 * What the demo players bought, each with its grant, its debit and its delivery, as the store
 * makes them (StorePurchaseService), so the privileges tab and the deliveries agree. Kirito_92's
 * purchases on the first server are before its wipe in five days (rewards.ts): the two of the
 * last 14 days are refundable, the VIP of 15 days ago is too old.
 */
const PURCHASES: DemoPurchase[] = [
  {
    id: '5b1e0c7a-3f0e-4c1a-9d11-6a0d3e2f0001',
    nickname: 'Kirito_92',
    server: 'techno-magic-rpg',
    item: { role: 'vip', period: 'month' },
    daysAgo: 15,
    delivery: { state: 'done', attempts: 1, output: 'Kirito_92 now inherits vip' },
  },
  {
    id: '5b1e0c7a-3f0e-4c1a-9d11-6a0d3e2f0002',
    nickname: 'Kirito_92',
    server: 'techno-magic-rpg',
    item: { ability: 'fly' },
    daysAgo: 7,
    delivery: { state: 'done', attempts: 1, output: 'Set essentials.fly to true for Kirito_92' },
  },
  {
    id: '5b1e0c7a-3f0e-4c1a-9d11-6a0d3e2f0003',
    nickname: 'Kirito_92',
    server: 'techno-magic-rpg',
    item: { role: 'premium', period: 'month' },
    daysAgo: 3,
    delivery: { state: 'done', attempts: 1, output: 'Kirito_92 now inherits premium' },
  },
  {
    id: '5b1e0c7a-3f0e-4c1a-9d11-6a0d3e2f0004',
    nickname: 'Megumin',
    server: 'magic-rpg',
    item: { role: 'premium', period: 'month' },
    daysAgo: 3,
    delivery: {
      state: 'failed',
      attempts: 40,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25575',
    },
  },
  {
    id: '5b1e0c7a-3f0e-4c1a-9d11-6a0d3e2f0005',
    nickname: 'Sora',
    server: 'hi-tech',
    item: { role: 'vip', period: 'forever' },
    daysAgo: 12,
    delivery: { state: 'done', attempts: 2, output: 'Sora now inherits vip' },
  },
]

/** A kit the staff gave by hand: it waits until Kirito_92 is on the server. */
const STAFF_KIT = {
  key: 'demo:kit:kirito',
  nickname: 'Kirito_92',
  server: 'techno-magic-sky',
  item: { ru: 'Стартовый набор', en: 'Starter kit' },
  command: 'kit starter Kirito_92',
  daysAgo: 1,
}

/**
 * Store purchases and delivery outbox demo data (issues #9, #14, #27): commands in every state,
 * each privilege with its delivery, and the demo staff member may see the outbox. Runs after
 * the economy (the buyers' top-ups) and the store (the catalogue). Safe to run again.
 */
export async function seedPurchases() {
  await new StaffService().grant({ nickname: DEMO_STAFF.nickname, paths: ['web.network.view'] })
  const now = DateTime.utc().startOf('second')
  for (const purchase of PURCHASES) {
    if (await StorePurchase.find(purchase.id)) continue
    const server = await Server.findBy('slug', purchase.server)
    if (!server) continue
    await buy(purchase, server, now.minus({ days: purchase.daysAgo, hours: 2 }))
  }
  const sky = await Server.findBy('slug', STAFF_KIT.server)
  const kirito = await User.findBy('nickname_key', STAFF_KIT.nickname.toLowerCase())
  if (!sky || !kirito) return
  const at = now.minus({ days: STAFF_KIT.daysAgo })
  await DeliveryCommand.firstOrCreate(
    { idempotencyKey: STAFF_KIT.key },
    {
      id: randomUUID(),
      serverId: sky.id,
      userId: kirito.id,
      nickname: kirito.nickname,
      ...deliveryLabel('economy.store.deliveries.grant', {
        item: STAFF_KIT.item,
        server: sky.name,
      }),
      command: STAFF_KIT.command,
      requiresOnline: true,
      state: 'waiting_for_player',
      attempts: 0,
      availableAt: at,
      createdAt: at,
    }
  )
}

async function buy(purchase: DemoPurchase, server: Server, at: DateTime) {
  const user = await User.findByOrFail('nickname_key', purchase.nickname.toLowerCase())
  const role =
    'role' in purchase.item
      ? await StoreRole.query()
          .where('server_id', server.id)
          .where('slug', purchase.item.role)
          .firstOrFail()
      : null
  const ability =
    'ability' in purchase.item
      ? await StoreAbility.query()
          .where('server_id', server.id)
          .where('slug', purchase.item.ability)
          .firstOrFail()
      : null
  const period = 'period' in purchase.item ? purchase.item.period : null
  const price = role ? priceOf(role, period!) : ability!.price
  // The best discount of the roles the player held then, as the store takes it.
  const held = await db
    .from('store_grants')
    .join('store_roles', 'store_roles.id', 'store_grants.role_id')
    .where('store_grants.user_id', user.id)
    .where('store_grants.starts_at', '<', sqlTime(at))
    .where((query) =>
      query
        .whereNull('store_grants.expires_at')
        .orWhere('store_grants.expires_at', '>', sqlTime(at))
    )
    .max('store_roles.discount_percent as percent')
    .first()
  const discount = Number(held?.percent ?? 0)
  const amount = discountedPrice(price, discount)
  const item = (role ?? ability)!
  const expiresAt = period ? periodEnd(at.toMillis(), period) : null

  await db.transaction(async (trx) => {
    const grant = await StoreGrant.create(
      {
        id: randomUUID(),
        userId: user.id,
        serverId: server.id,
        roleId: role?.id ?? null,
        abilityId: ability?.id ?? null,
        state: 'active',
        startsAt: at,
        expiresAt: expiresAt === null ? null : DateTime.fromMillis(expiresAt, { zone: 'utc' }),
      },
      { client: trx }
    )
    const { state, attempts, output, lastError } = purchase.delivery
    const finished = state === 'done' || state === 'failed'
    const command = await DeliveryCommand.create(
      {
        id: randomUUID(),
        ...storeItemDelivery({
          serverId: server.id,
          user,
          item,
          template: item.grantCommand,
          labelKey: 'economy.store.deliveries.grant',
          params: { server: server.name },
          idempotencyKey: `store:purchase:${purchase.id}:grant`,
        }),
        requiresOnline: false,
        state,
        transport: 'plugin',
        attempts,
        output: output ?? null,
        lastError: lastError ?? null,
        availableAt: at,
        sentAt: at.plus({ seconds: 20 }),
        finishedAt: finished ? at.plus({ seconds: 30 }) : null,
        createdAt: at,
      },
      { client: trx }
    )
    await StorePurchase.create(
      {
        id: purchase.id,
        userId: user.id,
        serverId: server.id,
        grantId: grant.id,
        kind: role ? 'role' : 'ability',
        roleId: role?.id ?? null,
        abilityId: ability?.id ?? null,
        period,
        mode: 'new',
        price,
        discountPercent: discount,
        amount,
        deliveryCommandId: command.id,
        createdAt: at,
      },
      { client: trx }
    )
    await new WalletService().apply(
      [
        {
          userId: user.id,
          currency: 'rub',
          amount: -amount,
          reason: 'store_purchase',
          referenceType: 'store_purchase',
          referenceId: purchase.id,
          idempotencyKey: `store:purchase:${purchase.id}`,
          details: { server: server.name, item: item.slug },
        },
      ],
      trx
    )
  })
  await dateLedger('store_purchase', purchase.id, at)
}

function priceOf(role: StoreRole, period: RolePeriod) {
  const prices = { month: role.priceMonth, quarter: role.priceQuarter, forever: role.priceForever }
  return prices[period]!
}
