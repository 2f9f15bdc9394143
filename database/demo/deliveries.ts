import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import DeliveryCommand from '#models/delivery_command'
import Server from '#models/server'
import User from '#models/user'
import StaffService from '#services/accounts/staff_service'
import { DEMO_STAFF } from '#database/demo/accounts'
import { deliveryLabel } from '#data/delivery_labels'

type DemoDelivery = {
  key: string
  nickname: string
  server: string
  /** What is delivered, in both languages: the label is rendered in the reader's. */
  item: { ru: string; en: string }
  command: string
  requiresOnline?: boolean
  state: DeliveryCommand['state']
  attempts: number
  output?: string
  lastError?: string
  daysAgo: number
}

/** A few commands in every state, so the cabinet tab and the staff page show something. */
const DELIVERIES: DemoDelivery[] = [
  {
    key: 'demo:vip:kirito',
    nickname: 'Kirito_92',
    server: 'techno-magic-rpg',
    item: { ru: 'VIP, 31 день', en: 'VIP, 31 days' },
    command: 'lp user Kirito_92 parent addtemp vip 31d accumulate',
    state: 'done',
    attempts: 1,
    output: 'Kirito_92 now inherits vip for 31 days',
    daysAgo: 6,
  },
  {
    key: 'demo:kit:kirito',
    nickname: 'Kirito_92',
    server: 'techno-magic-sky',
    item: { ru: 'Стартовый набор', en: 'Starter kit' },
    command: 'kit starter Kirito_92',
    requiresOnline: true,
    state: 'waiting_for_player',
    attempts: 0,
    daysAgo: 1,
  },
  {
    key: 'demo:premium:megumin',
    nickname: 'Megumin',
    server: 'magic-rpg',
    item: { ru: 'Premium, 31 день', en: 'Premium, 31 days' },
    command: 'lp user Megumin parent addtemp premium 31d accumulate',
    state: 'failed',
    attempts: 40,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25575',
    daysAgo: 3,
  },
  {
    key: 'demo:vip:sora',
    nickname: 'Sora',
    server: 'hi-tech',
    item: { ru: 'VIP, навсегда', en: 'VIP, forever' },
    command: 'lp user Sora parent add vip',
    state: 'done',
    attempts: 2,
    output: 'Sora now inherits vip',
    daysAgo: 12,
  },
]

/**
 * Delivery outbox demo data (issue #9): commands of the demo players in
 * every state, and the demo staff member may see the outbox. Safe to run
 * again: commands are matched by their idempotency key.
 */
export async function seedDeliveries() {
  await new StaffService().grant({ nickname: DEMO_STAFF.nickname, paths: ['web.network.view'] })
  const allServers = await Server.all()
  const servers = new Map(allServers.map((server) => [server.slug, server]))
  const players = await User.query().whereIn(
    'nickname',
    DELIVERIES.map((delivery) => delivery.nickname)
  )
  const users = new Map(players.map((user) => [user.nickname, user.id]))
  const now = DateTime.utc()
  await DeliveryCommand.fetchOrCreateMany(
    'idempotencyKey',
    DELIVERIES.filter((delivery) => servers.has(delivery.server)).map((delivery) => {
      const createdAt = now.minus({ days: delivery.daysAgo })
      const finished = delivery.state === 'done' || delivery.state === 'failed'
      return {
        id: randomUUID(),
        idempotencyKey: delivery.key,
        serverId: servers.get(delivery.server)!.id,
        userId: users.get(delivery.nickname) ?? null,
        nickname: delivery.nickname,
        ...deliveryLabel('economy.store.deliveries.grant', {
          item: delivery.item,
          server: servers.get(delivery.server)!.name,
        }),
        command: delivery.command,
        requiresOnline: delivery.requiresOnline ?? false,
        state: delivery.state,
        transport: delivery.attempts > 0 ? ('plugin' as const) : null,
        attempts: delivery.attempts,
        output: delivery.output ?? null,
        lastError: delivery.lastError ?? null,
        availableAt: createdAt,
        sentAt: delivery.attempts > 0 ? createdAt.plus({ minutes: 1 }) : null,
        finishedAt: finished ? createdAt.plus({ minutes: 2 }) : null,
        createdAt,
      }
    })
  )
}
