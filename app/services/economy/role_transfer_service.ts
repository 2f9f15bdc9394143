import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type User from '#models/user'
import Server from '#models/server'
import StoreGrant from '#models/store_grant'
import StoreRole from '#models/store_role'
import WalletService from '#services/economy/wallet_service'
import IdempotencyService from '#services/platform/idempotency_service'
import DeliveryService from '#services/network/delivery_service'
import StoreGrantNotFoundException from '#exceptions/store_grant_not_found_exception'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import RoleTransferRefusedException, {
  type RoleTransferRefusal,
} from '#exceptions/role_transfer_refused_exception'
import { dbStamp } from '#data/database_time'
import { storeItemDelivery } from '#data/store_deliveries'
import { roleTransferQuote } from '#domain/economy/store'

export type RoleTransferInput = {
  user: User
  grantId: string
  /** The target server's slug. */
  server: string
  idempotencyKey?: string | null
}

export type RoleTransferResult = {
  grant: { id: string; server: { slug: string; name: string }; expiresAt: string | null }
  from: { id: string; server: { slug: string; name: string } }
  removalDeliveryId: string | null
  grantDeliveryId: string
}

/** One server the role could move to, with the expiry it would get there or why it cannot. */
export type RoleTransferTarget = {
  server: { slug: string; name: string }
  expiresAt: string | null
  refusal: Extract<RoleTransferRefusal, 'target_active' | 'forever_costlier'> | null
}

type Plan = { role: StoreRole; server: Server; expiresAt: number | null }

const iso = (at: number | null) =>
  at === null ? null : DateTime.fromMillis(at, { zone: 'utc' }).toISO()!

/**
 * Moving an active role to another server (spec §3 transfer, §7 `cabinet/roles/transfer`):
 * the time left is prorated by the two servers' month prices (`roleTransferQuote`), and the old grant's
 * end, the new grant and both servers' commands are one transaction under the player's wallet
 * lock (so a purchase or another move of theirs cannot interleave).
 */
@inject()
export default class RoleTransferService {
  constructor(
    private wallets: WalletService,
    private idempotency: IdempotencyService,
    private deliveries: DeliveryService
  ) {}

  /** The servers selling the same role, each with the expiry a move there would give. */
  async targets(user: Pick<User, 'id'>, grantId: string): Promise<RoleTransferTarget[]> {
    const now = DateTime.utc().startOf('second').toMillis()
    const grant = await this.ownGrant(db.connection(), user, grantId, now)
    const roles = await StoreRole.query()
      .where('slug', grant.role.slug)
      .where('enabled', true)
      .whereNot('server_id', grant.serverId)
      .whereHas('server', (server) => server.where('enabled', true))
      .preload('server')
      .orderBy('server_id')
    const running = await this.activeRoles(db.connection(), user.id, now)
    const active = new Set(running.map((row) => row.roleId))
    return roles.map((role) => {
      const quote = roleTransferQuote({
        now,
        expiresAt: grant.expiresAt?.toMillis() ?? null,
        source: grant.role.prices,
        target: role.prices,
      })
      const server = { slug: role.server.slug, name: role.server.name }
      if (active.has(role.id)) return { server, expiresAt: null, refusal: 'target_active' }
      if (!quote.ok) return { server, expiresAt: null, refusal: 'forever_costlier' }
      return { server, expiresAt: iso(quote.expiresAt), refusal: null }
    })
  }

  /**
   * Moves the grant; throws StoreGrantNotFoundException, StoreItemNotFoundException (server),
   * RoleTransferRefusedException, IdempotencyConflictException.
   */
  async transfer(input: RoleTransferInput): Promise<RoleTransferResult> {
    if (!input.idempotencyKey) return db.transaction((trx) => this.apply(trx, input))
    return this.idempotency.run(
      {
        key: input.idempotencyKey,
        scope: 'store.move',
        userId: input.user.id,
        payload: { grantId: input.grantId, server: input.server },
      },
      (trx) => this.apply(trx, input)
    )
  }

  private async apply(
    trx: TransactionClientContract,
    input: RoleTransferInput
  ): Promise<RoleTransferResult> {
    await this.wallets.hold(trx, [input.user.id])
    const now = DateTime.utc().startOf('second')
    const grant = await this.ownGrant(trx, input.user, input.grantId, now.toMillis())
    const plan = await this.plan(trx, input, grant, now.toMillis())

    // Conditional: the expiry job does not take the wallet lock, so it may have ended it meanwhile.
    const ended = await trx
      .from(StoreGrant.table)
      .where('id', grant.id)
      .where('state', 'active')
      .update({ state: 'moved', ended_at: dbStamp(now), updated_at: dbStamp(now) })
    if (Number(ended) !== 1) throw new RoleTransferRefusedException('expired')

    const moved = await StoreGrant.create(
      {
        id: randomUUID(),
        userId: input.user.id,
        serverId: plan.server.id,
        roleId: plan.role.id,
        abilityId: null,
        state: 'active',
        startsAt: now,
        expiresAt: plan.expiresAt === null ? null : DateTime.fromMillis(plan.expiresAt),
        movedFromId: grant.id,
      },
      { client: trx }
    )
    const removal = await this.queueRemoval(trx, input, grant, plan.server, now)
    const command = await this.deliveries.enqueue(
      storeItemDelivery({
        serverId: plan.server.id,
        user: input.user,
        item: plan.role,
        template: plan.role.grantCommand,
        labelKey: 'economy.store.deliveries.move_grant',
        params: { server: plan.server.name, source: grant.server.name },
        idempotencyKey: `store:grant:${moved.id}:grant`,
      }),
      trx
    )
    return {
      grant: {
        id: moved.id,
        server: { slug: plan.server.slug, name: plan.server.name },
        expiresAt: iso(plan.expiresAt),
      },
      from: { id: grant.id, server: { slug: grant.server.slug, name: grant.server.name } },
      removalDeliveryId: removal?.id ?? null,
      grantDeliveryId: command.id,
    }
  }

  /** The player's role grant by id: unknown or another's is not found, an ended one expired. */
  private async ownGrant(
    client: TransactionClientContract | ReturnType<typeof db.connection>,
    user: Pick<User, 'id'>,
    grantId: string,
    now: number
  ) {
    const grant = await StoreGrant.query({ client })
      .where('id', grantId)
      .where('user_id', user.id)
      .whereNotNull('role_id')
      .whereIn('state', ['active', 'expired'])
      .preload('role')
      .preload('server')
      .first()
    if (!grant) throw new StoreGrantNotFoundException()
    const over = grant.expiresAt !== null && grant.expiresAt.toMillis() <= now
    if (grant.state === 'expired' || over) throw new RoleTransferRefusedException('expired')
    return grant
  }

  private async plan(
    trx: TransactionClientContract,
    input: RoleTransferInput,
    grant: StoreGrant,
    now: number
  ): Promise<Plan> {
    const server = await Server.query({ client: trx })
      .where('slug', input.server)
      .where('enabled', true)
      .first()
    if (!server) throw new StoreItemNotFoundException('server')
    if (server.id === grant.serverId) throw new RoleTransferRefusedException('same_server')
    const role = await StoreRole.query({ client: trx })
      .where('server_id', server.id)
      .where('slug', grant.role.slug)
      .where('enabled', true)
      .first()
    if (!role) throw new RoleTransferRefusedException('not_sold')
    const running = await this.activeRoles(trx, input.user.id, now)
    if (running.some((row) => row.roleId === role.id)) {
      throw new RoleTransferRefusedException('target_active')
    }
    const quote = roleTransferQuote({
      now,
      expiresAt: grant.expiresAt?.toMillis() ?? null,
      source: grant.role.prices,
      target: role.prices,
    })
    if (!quote.ok) throw new RoleTransferRefusedException(quote.reason)
    return { role, server, expiresAt: quote.expiresAt }
  }

  /** The old server's removal, unless a stacked grant of the same role still runs there. */
  private async queueRemoval(
    trx: TransactionClientContract,
    input: RoleTransferInput,
    grant: StoreGrant,
    target: Server,
    now: DateTime
  ) {
    const running = await this.activeRoles(trx, input.user.id, now.toMillis())
    if (running.some((row) => row.roleId === grant.roleId)) return null
    return this.deliveries.enqueue(
      storeItemDelivery({
        serverId: grant.serverId,
        user: input.user,
        item: grant.role,
        template: grant.role.revokeCommand,
        labelKey: 'economy.store.deliveries.move_revoke',
        params: { server: grant.server.name, target: target.name },
        idempotencyKey: `store:grant:${grant.id}:revoke`,
      }),
      trx
    )
  }

  private activeRoles(
    client: TransactionClientContract | ReturnType<typeof db.connection>,
    userId: number,
    now: number
  ) {
    return StoreGrant.query({ client })
      .where('user_id', userId)
      .where('state', 'active')
      .whereNotNull('role_id')
      .where((query) =>
        query
          .whereNull('expires_at')
          .orWhere('expires_at', '>', dbStamp(DateTime.fromMillis(now, { zone: 'utc' })))
      )
  }
}
