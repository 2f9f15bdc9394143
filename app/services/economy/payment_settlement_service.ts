import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import paymentsConfig from '#config/payments'
import Payment from '#models/payment'
import PaymentEvent from '#models/payment_event'
import type User from '#models/user'
import PaymentGateways from '#clients/payment_gateways'
import { GatewayError, type RemotePayment } from '#clients/payment_gateway'
import WalletService from '#services/economy/wallet_service'
import { sqlTime } from '#data/sql_time'
import { OPEN_STATUSES } from '#domain/economy/payments'

/** What came of reading a payment back from its gateway (the webhook log's `outcome`). */
export type Outcome =
  | 'credited'
  | 'canceled'
  | 'expired'
  | 'unchanged'
  | 'already_final'
  | 'mismatch'
  | 'gateway_unavailable'

/** Why a payment could not be read back: its gateway is off or failed, or it never reached it. */
type Unread = 'unavailable' | 'not_created'

/** The player's latest payments: what /pay lists and what its return reads back. */
export const RECENT_PER_PLAYER = 5

/**
 * Payments settled with their gateways (issue #11): money moves only after the
 * gateway's API confirms the payment, its amount and currency, and exactly once
 * whatever the order or number of webhooks, returns and re-checks.
 */
@inject()
export default class PaymentSettlementService {
  constructor(
    private gateways: PaymentGateways,
    private wallets: WalletService
  ) {}

  /**
   * Reads the payment back from its gateway and moves it on: credits a
   * confirmed payment once, closes a canceled one, expires one left unpaid
   * past its time. Never throws on a gateway failure: the outcome says so.
   */
  async reconcile(payment: Payment, remote?: RemotePayment | Unread): Promise<Outcome> {
    const read = remote ?? (await this.readBack(payment))
    if (read === 'not_created') return this.expireIfDue(payment)
    if (read === 'unavailable') return 'gateway_unavailable'
    await Payment.query().where('id', payment.id).update({ checked_at: sqlTime() })

    if (read.orderId !== null && read.orderId !== payment.id) return 'mismatch'
    if (read.status === 'succeeded') {
      if (read.amount !== payment.amount || read.currency !== payment.currency) return 'mismatch'
      return this.succeed(payment)
    }
    if (read.status === 'canceled') {
      return (await this.close(payment, 'canceled', 'canceled')) ? 'canceled' : 'already_final'
    }
    return this.expireIfDue(payment)
  }

  /** Logs what a webhook or re-check did, for the staff page. */
  async record(event: {
    payment: Payment | null
    gateway: Payment['gateway']
    source: 'webhook' | 'recheck' | 'return'
    claimedStatus: string | null
    outcome: string
    payload: string | null
  }) {
    await PaymentEvent.create({
      paymentId: event.payment?.id ?? null,
      gateway: event.gateway,
      source: event.source,
      claimedStatus: event.claimedStatus?.slice(0, 32) ?? null,
      outcome: event.outcome,
      payload: event.payload?.slice(0, 4000) ?? null,
    })
  }

  /**
   * The return from the gateway (spec §2 payment-success): the player's
   * open payments are read back at once instead of waiting for a webhook,
   * at most every 5 s each (the page polls).
   */
  async refreshOpen(user: Pick<User, 'id'>) {
    const open = await Payment.query()
      .where('user_id', user.id)
      .whereIn('status', OPEN_STATUSES)
      .where((query) =>
        query
          .whereNull('checked_at')
          .orWhere('checked_at', '<', sqlTime(DateTime.utc().minus({ seconds: 5 })))
      )
      .orderBy('created_at', 'desc')
      .limit(RECENT_PER_PLAYER)
    // Asked side by side: a slow gateway costs the page one timeout, not one per payment.
    const reads = await Promise.all(open.map((payment) => this.readBack(payment)))
    for (const [index, payment] of open.entries()) {
      const outcome = await this.reconcile(payment, reads[index])
      await this.record({
        payment,
        gateway: payment.gateway,
        source: 'return',
        claimedStatus: null,
        outcome,
        payload: null,
      })
    }
  }

  /**
   * The scheduled re-check (issue #11: payments stuck "pending"): open
   * payments older than the re-check delay are read back; unpaid ones past
   * their time expire. Returns how many were looked at.
   */
  async recheckStuck(limit = 100) {
    const before = DateTime.utc().minus({ minutes: paymentsConfig.recheckAfterMinutes })
    const stuck = await Payment.query()
      .whereIn('status', OPEN_STATUSES)
      .where('created_at', '<', sqlTime(before))
      .orderBy('created_at', 'asc')
      .limit(limit)
    for (const payment of stuck) {
      const outcome = await this.reconcile(payment)
      await this.record({
        payment,
        gateway: payment.gateway,
        source: 'recheck',
        claimedStatus: null,
        outcome,
        payload: null,
      })
    }
    return stuck.length
  }

  /**
   * Marks the payment succeeded and credits amount and bonus in one
   * transaction. The conditional UPDATE lets one caller through; the
   * ledger's unique keys would refuse a second credit anyway. A payment the
   * gateway confirms is credited even when it had expired or been closed
   * here: the player's money arrived.
   */
  private async succeed(payment: Payment): Promise<Outcome> {
    return db.transaction(async (trx) => {
      const changed = await trx
        .from('payments')
        .where('id', payment.id)
        .whereNot('status', 'succeeded')
        .update({
          status: 'succeeded',
          failure: null,
          finished_at: sqlTime(),
          updated_at: sqlTime(),
        })
      if (Number(Array.isArray(changed) ? changed[0] : changed) !== 1) return 'already_final'
      const reference = {
        currency: 'rub',
        referenceType: 'payment',
        referenceId: payment.id,
      } as const
      await this.wallets.apply(
        [
          {
            ...reference,
            userId: payment.userId,
            amount: payment.amount,
            reason: 'top_up',
            idempotencyKey: `payment:${payment.id}`,
            details: { method: payment.method },
          },
          ...(payment.bonus > 0
            ? [
                {
                  ...reference,
                  userId: payment.userId,
                  amount: payment.bonus,
                  reason: 'top_up_bonus' as const,
                  idempotencyKey: `payment:${payment.id}:bonus`,
                  details: { method: payment.method },
                },
              ]
            : []),
        ],
        trx
      )
      return 'credited'
    })
  }

  /** Closes an open payment without money; false when it had already left the open states. */
  async close(payment: Payment, status: 'canceled' | 'expired', failure: string) {
    const changed = await Payment.query()
      .where('id', payment.id)
      .whereIn('status', OPEN_STATUSES)
      .update({ status, failure, finished_at: sqlTime(), updated_at: sqlTime() })
    return Number(Array.isArray(changed) ? changed[0] : changed) === 1
  }

  /** The gateway's answer about the payment; why there is none otherwise. */
  private async readBack(payment: Payment): Promise<RemotePayment | Unread> {
    const gateway = this.gateways.get(payment.gateway)
    if (!gateway) return 'unavailable'
    if (!payment.gatewayPaymentId) return 'not_created'
    try {
      return await gateway.fetch(payment.gatewayPaymentId)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      logger.warn({ err: error, payment: payment.id }, 'a payment could not be re-read')
      return 'unavailable'
    }
  }

  private async expireIfDue(payment: Payment): Promise<Outcome> {
    if (payment.expiresAt > DateTime.utc()) return 'unchanged'
    return (await this.close(payment, 'expired', 'expired')) ? 'expired' : 'already_final'
  }
}
