import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import rewardsConfig from '#config/rewards'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import type User from '#models/user'
import Wipe from '#models/wipe'
import WipeRefund from '#models/wipe_refund'
import WalletService from '#services/economy/wallet_service'
import DeliveryService from '#services/network/delivery_service'
import WipeNotFoundException from '#exceptions/wipe_not_found_exception'
import RefundNothingException from '#exceptions/refund_nothing_exception'
import RefundDoneException from '#exceptions/refund_done_exception'
import { listingStart, withinRefundTerms, type RefundStatus } from '#domain/economy/refunds'
import { renderCommand } from '#domain/economy/store'
import { bothNames, deliveryLabel } from '#data/delivery_labels'
import { dbStamp } from '#data/database_time'
import { withConflictRetries } from '#data/transactions'

export type RefundablePurchase = { purchase: StorePurchase; status: RefundStatus }

export type WipeRefunds = {
  wipe: Wipe
  purchases: RefundablePurchase[]
  /** Kopecks a refund would pay now. */
  refundable: number
  refund: WipeRefund | null
}

/**
 * Refunds before a wipe (spec §4, §9): until the wipe, once per player and
 * wipe, what the player spent on its server within the offer's terms comes
 * back to the balance, and the refunded roles end through the outbox.
 */
@inject()
export default class RefundService {
  constructor(
    private wallets: WalletService,
    private deliveries: DeliveryService
  ) {}

  /** Each upcoming wipe with the player's purchases on its server and their refund status. */
  async overview(user: Pick<User, 'id'>, now = DateTime.utc()): Promise<WipeRefunds[]> {
    const wipes = await Wipe.query()
      .where('wipe_at', '>', dbStamp(now))
      .preload('server')
      .preload('document')
      .orderBy('wipe_at')
    const result: WipeRefunds[] = []
    for (const wipe of wipes) {
      const purchases = await this.purchasesBefore(user, wipe)
      const refund = await WipeRefund.query()
        .where('user_id', user.id)
        .where('wipe_id', wipe.id)
        .first()
      const rows = purchases.map((purchase) => ({ purchase, status: this.status(purchase, wipe) }))
      result.push({
        wipe,
        purchases: rows,
        refundable: rows
          .filter((row) => row.status === 'refundable')
          .reduce((sum, row) => sum + row.purchase.amount, 0),
        refund,
      })
    }
    return result
  }

  /** The player's past refunds, newest first. */
  async history(user: Pick<User, 'id'>) {
    return WipeRefund.query()
      .where('user_id', user.id)
      .preload('wipe', (query) => query.preload('server'))
      .orderBy('id', 'desc')
  }

  /**
   * Refunds what the terms allow before an upcoming wipe: one credit of the
   * balance and the roles' removal queued, once however many requests race.
   * Throws WipeNotFoundException (unknown or past wipe), RefundDoneException
   * (refunded before), RefundNothingException (nothing refundable).
   */
  async refund(user: User, wipeId: number, now = DateTime.utc()) {
    const wipe = await Wipe.query()
      .where('id', wipeId)
      .where('wipe_at', '>', dbStamp(now))
      .preload('server')
      .first()
    if (!wipe) throw new WipeNotFoundException()

    return withConflictRetries(() =>
      db.transaction(async (trx) => {
        // The wallet row first: every other refund of this player waits here, then sees ours.
        await this.wallets.hold(trx, [user.id])
        const done = await WipeRefund.query({ client: trx })
          .where('user_id', user.id)
          .where('wipe_id', wipe.id)
          .first()
        if (done) throw new RefundDoneException()
        const listed = await this.purchasesBefore(user, wipe, trx)
        const purchases = listed.filter((purchase) => this.status(purchase, wipe) === 'refundable')
        if (purchases.length === 0) throw new RefundNothingException()

        const amount = purchases.reduce((sum, purchase) => sum + purchase.amount, 0)
        const refund = await WipeRefund.create(
          { userId: user.id, wipeId: wipe.id, amount },
          { client: trx }
        )
        await trx
          .from('store_purchases')
          .whereIn(
            'id',
            purchases.map((purchase) => purchase.id)
          )
          .whereNull('refund_id')
          .update({ refund_id: refund.id })
        const { entries } = await this.wallets.apply(
          [
            {
              userId: user.id,
              currency: 'rub',
              amount,
              reason: 'refund',
              referenceType: 'wipe_refund',
              referenceId: String(refund.id),
              idempotencyKey: `wipe_refund:${wipe.id}:${user.id}`,
              details: { server: wipe.server.name },
            },
          ],
          trx
        )
        await this.endRoles(trx, user, wipe, purchases, now)
        return { refund, wipe, purchases, balance: entries[0].balanceAfter }
      })
    )
  }

  private status(purchase: StorePurchase, wipe: Wipe): RefundStatus {
    if (purchase.refundId !== null) return 'refunded'
    return withinRefundTerms(
      purchase.kind,
      purchase.createdAt.toMillis(),
      wipe.wipeAt.toMillis(),
      rewardsConfig.refunds
    )
      ? 'refundable'
      : 'too_old'
  }

  private purchasesBefore(user: Pick<User, 'id'>, wipe: Wipe, trx?: TransactionClientContract) {
    const from = DateTime.fromMillis(listingStart(wipe.wipeAt.toMillis(), rewardsConfig.refunds))
    return StorePurchase.query({ client: trx })
      .where('user_id', user.id)
      .where('server_id', wipe.serverId)
      .where('created_at', '>=', dbStamp(from))
      .where('created_at', '<', dbStamp(wipe.wipeAt))
      .preload('grant', (query) => query.preload('role').preload('ability'))
      .orderBy('created_at', 'desc')
  }

  /** The refunded roles' grants end now and their removal is queued once per grant. */
  private async endRoles(
    trx: TransactionClientContract,
    user: User,
    wipe: Wipe,
    purchases: StorePurchase[],
    now: DateTime
  ) {
    const grants = new Map<string, StoreGrant>()
    for (const purchase of purchases) {
      if (purchase.kind === 'role' && purchase.grant.state === 'active') {
        grants.set(purchase.grant.id, purchase.grant)
      }
    }
    for (const grant of grants.values()) {
      await trx
        .from(StoreGrant.table)
        .where('id', grant.id)
        .where('state', 'active')
        .update({ state: 'expired', ended_at: dbStamp(now), updated_at: dbStamp(now) })
      await this.deliveries.enqueue(
        {
          serverId: wipe.serverId,
          userId: user.id,
          nickname: user.nickname,
          command: renderCommand(grant.role.revokeCommand, {
            nickname: user.nickname,
            group: grant.role.slug,
          }),
          ...deliveryLabel('economy.refunds.delivery', {
            item: bothNames(grant.role),
            server: wipe.server.name,
          }),
          idempotencyKey: `store:grant:${grant.id}:revoke`,
        },
        trx
      )
    }
  }
}
