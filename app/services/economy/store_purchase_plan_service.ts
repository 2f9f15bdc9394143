import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type User from '#models/user'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreGrant from '#models/store_grant'
import StoreRole from '#models/store_role'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import StorePurchaseRefusedException from '#exceptions/store_purchase_refused_exception'
import { dbStamp } from '#data/database_time'
import {
  extendedExpiry,
  periodPrice,
  stackedExpiry,
  type PurchaseMode,
  type RolePeriod,
} from '#domain/economy/store'

export type BuyInput = {
  user: User
  type: 'role' | 'ability'
  /** The role's or ability's slug. */
  slug: string
  /** The server's slug (spec §2 buy-role modal: 'Select server'). */
  server: string
  /** Roles only. */
  period?: RolePeriod
  /** Roles already active on that server: extend the grant or stack a second one. */
  mode?: PurchaseMode
  /** The client's Idempotency-Key: the same key buys once and answers the first result. */
  idempotencyKey?: string | null
  /** The language of the answer's item name (delivery labels are read in each reader's). */
  locale?: string
}

export type Product =
  | { type: 'role'; server: Server; role: StoreRole }
  | { type: 'ability'; server: Server; ability: StoreAbility }

/**
 * What a store purchase would do (spec §4 role purchase): the item bought, its price, and
 * whether it makes a new grant or extends or stacks over the active one. StorePurchaseService
 * carries the plan out in its transaction.
 */
export default class StorePurchasePlanService {
  /** The enabled server and role or ability the input names. Throws StoreItemNotFoundException. */
  async product(input: BuyInput): Promise<Product> {
    const server = await Server.query().where('slug', input.server).where('enabled', true).first()
    if (!server) throw new StoreItemNotFoundException('server')
    if (input.type === 'role') {
      const role = await StoreRole.query()
        .where('server_id', server.id)
        .where('slug', input.slug)
        .where('enabled', true)
        .first()
      if (!role) throw new StoreItemNotFoundException()
      return { type: 'role', server, role }
    }
    const ability = await StoreAbility.query()
      .where('server_id', server.id)
      .where('slug', input.slug)
      .where('enabled', true)
      .first()
    if (!ability) throw new StoreItemNotFoundException()
    return { type: 'ability', server, ability }
  }

  /** The plan of a purchase, read in its transaction. Throws StorePurchaseRefusedException. */
  plan(trx: TransactionClientContract, input: BuyInput, product: Product, now: DateTime) {
    return product.type === 'role'
      ? this.planRole(trx, input, product.role, now)
      : this.planAbility(trx, input, product.ability)
  }

  /** What a role purchase does: a new grant, or extend or stack over the active one (spec §4). */
  private async planRole(
    trx: TransactionClientContract,
    input: BuyInput,
    role: StoreRole,
    now: DateTime
  ) {
    const period = input.period ?? 'month'
    const price = periodPrice(role.prices, period)
    if (price === null) throw new StorePurchaseRefusedException('period_unavailable')
    const active = await this.activeGrants(trx, input.user.id, role.serverId)
      .where('role_id', role.id)
      .orderByRaw('expires_at IS NULL DESC')
      .orderBy('expires_at', 'desc')
      .first()
    const at = now.toMillis()
    // An extend chosen against a grant that has since moved away or ended would silently buy a
    // new one from now (issue #23 item 11): the player is told instead.
    if (!active && input.mode === 'extend') {
      throw new StorePurchaseRefusedException('role_not_active')
    }
    if (!active) {
      return {
        price,
        period,
        mode: 'new' as const,
        extend: null,
        expiresAt: stackedExpiry(at, period),
      }
    }
    if (!input.mode) {
      throw new StorePurchaseRefusedException('role_active', {
        grantId: active.id,
        expiresAt: active.expiresAt?.toUTC().toISO() ?? null,
      })
    }
    if (input.mode === 'stack') {
      return {
        price,
        period,
        mode: 'stack' as const,
        extend: null,
        expiresAt: stackedExpiry(at, period),
      }
    }
    if (active.expiresAt === null) throw new StorePurchaseRefusedException('role_forever')
    const expiresAt = extendedExpiry(active.expiresAt.toMillis(), at, period)
    return { price, period, mode: 'extend' as const, extend: active, expiresAt }
  }

  private async planAbility(
    trx: TransactionClientContract,
    input: BuyInput,
    ability: StoreAbility
  ) {
    const owned = await this.activeGrants(trx, input.user.id, ability.serverId)
      .where('ability_id', ability.id)
      .first()
    if (owned) throw new StorePurchaseRefusedException('ability_owned')
    return {
      price: ability.price,
      period: null,
      mode: 'new' as const,
      extend: null,
      expiresAt: null,
    }
  }

  /** Active and not yet past their expiry (the expiry job may not have run yet). */
  private activeGrants(trx: TransactionClientContract, userId: number, serverId: number) {
    return StoreGrant.query({ client: trx })
      .where('user_id', userId)
      .where('server_id', serverId)
      .where('state', 'active')
      .where((query) =>
        query.whereNull('expires_at').orWhere('expires_at', '>', dbStamp(DateTime.utc()))
      )
  }
}
