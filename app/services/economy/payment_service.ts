import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import { DateTime } from 'luxon'
import paymentsConfig from '#config/payments'
import Payment from '#models/payment'
import type User from '#models/user'
import PaymentGateways from '#clients/payment_gateways'
import { GatewayError } from '#clients/payment_gateway'
import PaymentSettlementService, {
  RECENT_PER_PLAYER,
} from '#services/economy/payment_settlement_service'
import GatewayUnavailableException from '#exceptions/gateway_unavailable_exception'
import PaymentMethodUnavailableException from '#exceptions/payment_method_unavailable_exception'
import { bonusFor } from '#domain/economy/bonus_tiers'
import { sqlTime } from '#data/sql_time'
import type { PaymentMethod } from '#domain/economy/payments'

export type CreatePaymentInput = {
  user: User
  /** Kopecks, within the configured bounds (the validator checks). */
  amount: number
  method: PaymentMethod
  locale: string
}

/**
 * Top-ups (issue #11): a payment is a stored state machine, created → pending
 * → succeeded | canceled | expired, created here and at its gateway; what
 * moves it on is PaymentSettlementService's.
 */
@inject()
export default class PaymentService {
  constructor(
    private gateways: PaymentGateways,
    private settlement: PaymentSettlementService
  ) {}

  /** `GET pay`: the methods with a configured gateway, the bonus tiers and the bounds. */
  options() {
    return {
      methods: this.gateways.methods(),
      bonusTiers: paymentsConfig.bonusTiers,
      minAmount: paymentsConfig.minAmount,
      maxAmount: paymentsConfig.maxAmount,
      currency: paymentsConfig.currency,
      testMode: paymentsConfig.testMode,
    }
  }

  /**
   * Creates the payment here, then at its gateway. Throws
   * PaymentMethodUnavailableException (no gateway for the method) and
   * GatewayUnavailableException (the gateway failed: the payment is closed
   * as canceled, nothing was charged).
   */
  async create(input: CreatePaymentInput): Promise<Payment> {
    const gateway = this.gateways.forMethod(input.method)
    if (!gateway) throw new PaymentMethodUnavailableException()

    const payment = await Payment.create({
      id: randomUUID(),
      userId: input.user.id,
      gateway: gateway.name,
      method: input.method,
      amount: input.amount,
      bonus: bonusFor(input.amount, paymentsConfig.bonusTiers),
      currency: paymentsConfig.currency,
      status: 'created',
      expiresAt: DateTime.utc().plus({ minutes: paymentsConfig.expireAfterMinutes }),
    })
    try {
      const created = await gateway.create({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        returnUrl: `${this.gateways.returnUrl}?lang=${input.locale}`,
        description: i18nManager.locale(input.locale).t('economy.payments.description', {
          nickname: input.user.nickname,
        }),
      })
      // Conditional: a webhook may already have moved the payment on.
      await Payment.query().where('id', payment.id).where('status', 'created').update({
        status: 'pending',
        gateway_payment_id: created.remoteId,
        confirmation_url: created.confirmationUrl,
        updated_at: sqlTime(),
      })
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      logger.warn(
        { err: error, payment: payment.id },
        'a payment gateway failed to create a payment'
      )
      await this.settlement.close(payment, 'canceled', 'gateway_unavailable')
      throw new GatewayUnavailableException()
    }
    return payment.refresh()
  }

  /** The player's latest payments, newest first (the /pay page). */
  async recent(user: Pick<User, 'id'>) {
    return Payment.query()
      .where('user_id', user.id)
      .orderBy('created_at', 'desc')
      .limit(RECENT_PER_PLAYER)
  }

  /** Every payment, newest first, with its player and log (the staff page). */
  async list(page = 1, perPage = 20) {
    return Payment.query()
      .preload('user')
      .preload('events', (query) => query.orderBy('id', 'desc').limit(20))
      .orderBy('created_at', 'desc')
      .paginate(page, perPage)
  }
}
