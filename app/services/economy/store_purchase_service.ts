import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type User from '#models/user'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import WalletService from '#services/economy/wallet_service'
import IdempotencyService from '#services/platform/idempotency_service'
import DeliveryService from '#services/network/delivery_service'
import StorePurchasePlanService, {
  type BuyInput,
  type Product,
} from '#services/economy/store_purchase_plan_service'
import InsufficientFundsException from '#exceptions/insufficient_funds_exception'
import StoreInsufficientFundsException from '#exceptions/store_insufficient_funds_exception'
import { dbStamp } from '#data/database_time'
import { storeItemDelivery } from '#data/store_deliveries'
import { bestDiscount, discountedPrice, type RolePeriod } from '#domain/economy/store'

export type PurchaseResult = {
  id: string
  type: 'role' | 'ability'
  mode: 'new' | 'extend' | 'stack'
  server: { slug: string; name: string }
  item: { slug: string; name: string }
  period: RolePeriod | null
  price: number
  discountPercent: number
  amount: number
  /** The player's balance after the purchase, kopecks. */
  balance: number
  grant: { id: string; expiresAt: string | null }
  deliveryId: string
}

/**
 * Buying roles and abilities (spec §4 role purchase, §7 `POST store/buy`):
 * the debit, the grant, the purchase row and the delivery command are one
 * transaction under the player's wallet lock, and an idempotency key buys once.
 */
@inject()
export default class StorePurchaseService {
  constructor(
    private wallets: WalletService,
    private idempotency: IdempotencyService,
    private deliveries: DeliveryService,
    private plans: StorePurchasePlanService
  ) {}

  /**
   * Buys a role for a period (new, extended or stacked) or an ability.
   * Throws StoreItemNotFoundException, StorePurchaseRefusedException,
   * StoreInsufficientFundsException, IdempotencyConflictException.
   */
  async buy(input: BuyInput): Promise<PurchaseResult> {
    const product = await this.plans.product(input)
    if (!input.idempotencyKey) {
      return db.transaction((trx) => this.purchase(trx, input, product))
    }
    return this.idempotency.run(
      {
        key: input.idempotencyKey,
        scope: 'store.buy',
        userId: input.user.id,
        payload: {
          type: input.type,
          slug: input.slug,
          server: input.server,
          period: input.period ?? null,
          mode: input.mode ?? null,
        },
      },
      (trx) => this.purchase(trx, input, product)
    )
  }

  /**
   * The discount of role grants already read as `StoreGrantService.activeFor` gives them (their
   * roles preloaded): the same as `discountFor`, without reading them again (the store page, #29).
   */
  discountOf(activeRoleGrants: StoreGrant[]) {
    return bestDiscount(activeRoleGrants.map((grant) => grant.role.discountPercent))
  }

  /** The player's store discount now: the best of their active roles' (spec §3 Role). */
  async discountFor(user: Pick<User, 'id'>, trx?: TransactionClientContract) {
    const rows = await db
      .from('store_grants')
      .if(trx, (query) => query.useTransaction(trx!))
      .join('store_roles', 'store_roles.id', 'store_grants.role_id')
      .where('store_grants.user_id', user.id)
      .where('store_grants.state', 'active')
      .where((query) =>
        query
          .whereNull('store_grants.expires_at')
          .orWhere('store_grants.expires_at', '>', dbStamp(DateTime.utc()))
      )
      .select('store_roles.discount_percent as percent')
    return bestDiscount(rows.map((row: { percent: number }) => Number(row.percent)))
  }

  private async purchase(
    trx: TransactionClientContract,
    input: BuyInput,
    product: Product
  ): Promise<PurchaseResult> {
    // Everything below reads the player's grants: no other purchase of theirs may run meanwhile.
    await this.wallets.hold(trx, [input.user.id])
    // Whole seconds: what MySQL's TIMESTAMP keeps, so the answer equals what is stored.
    const now = DateTime.utc().startOf('second')
    const discount = await this.discountFor(input.user, trx)
    const id = randomUUID()
    const planned = await this.plans.plan(trx, input, product, now)
    const amount = discountedPrice(planned.price, discount)
    const balance = await this.debit(trx, input.user, amount, id, product)

    const grant = await this.saveGrant(trx, input.user, product, planned, now)
    const name = product.type === 'role' ? product.role : product.ability
    const label = input.locale === 'en' ? name.nameEn : name.nameRu
    const command = await this.deliveries.enqueue(
      storeItemDelivery({
        serverId: product.server.id,
        user: input.user,
        item: name,
        template: name.grantCommand,
        labelKey: 'economy.store.deliveries.grant',
        params: { server: product.server.name },
        idempotencyKey: `store:purchase:${id}:grant`,
      }),
      trx
    )
    await StorePurchase.create(
      {
        id,
        userId: input.user.id,
        serverId: product.server.id,
        grantId: grant.id,
        kind: product.type,
        roleId: product.type === 'role' ? product.role.id : null,
        abilityId: product.type === 'ability' ? product.ability.id : null,
        period: planned.period,
        mode: planned.mode,
        price: planned.price,
        discountPercent: discount,
        amount,
        deliveryCommandId: command.id,
      },
      { client: trx }
    )
    return {
      id,
      type: product.type,
      mode: planned.mode,
      server: { slug: product.server.slug, name: product.server.name },
      item: { slug: name.slug, name: label },
      period: planned.period,
      price: planned.price,
      discountPercent: discount,
      amount,
      balance,
      grant: { id: grant.id, expiresAt: grant.expiresAt?.toUTC().toISO() ?? null },
      deliveryId: command.id,
    }
  }

  /** The ledger row of the purchase; answers the balance after it. */
  private async debit(
    trx: TransactionClientContract,
    user: User,
    amount: number,
    purchaseId: string,
    product: Product
  ) {
    try {
      const { entries } = await this.wallets.apply(
        [
          {
            userId: user.id,
            currency: 'rub',
            amount: -amount,
            reason: 'store_purchase',
            referenceType: 'store_purchase',
            referenceId: purchaseId,
            idempotencyKey: `store:purchase:${purchaseId}`,
            details: {
              server: product.server.name,
              item: product.type === 'role' ? product.role.slug : product.ability.slug,
            },
          },
        ],
        trx
      )
      return entries[0].balanceAfter
    } catch (error) {
      if (!(error instanceof InsufficientFundsException)) throw error
      const { balance } = await this.wallets.balances(user, trx)
      throw new StoreInsufficientFundsException(amount - balance)
    }
  }

  private async saveGrant(
    trx: TransactionClientContract,
    user: User,
    product: Product,
    planned: { extend: StoreGrant | null; expiresAt: number | null },
    now: DateTime
  ) {
    const expiresAt =
      planned.expiresAt === null ? null : DateTime.fromMillis(planned.expiresAt, { zone: 'utc' })
    if (planned.extend) {
      planned.extend.useTransaction(trx)
      planned.extend.expiresAt = expiresAt
      await planned.extend.save()
      return planned.extend
    }
    return StoreGrant.create(
      {
        id: randomUUID(),
        userId: user.id,
        serverId: product.server.id,
        roleId: product.type === 'role' ? product.role.id : null,
        abilityId: product.type === 'ability' ? product.ability.id : null,
        state: 'active',
        startsAt: now,
        expiresAt,
      },
      { client: trx }
    )
  }
}
