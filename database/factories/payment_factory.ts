import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Payment from '#models/payment'
import { bonusFor } from '#domain/economy/bonus_tiers'
import paymentsConfig from '#config/payments'

/** A pending card payment of 1000 ₽ at YooKassa; `userId` must be merged in. */
export const PaymentFactory = factory
  .define(Payment, () => ({
    id: randomUUID(),
    gateway: 'yookassa' as const,
    method: 'card' as const,
    amount: 1_000_00,
    bonus: bonusFor(1_000_00, paymentsConfig.bonusTiers),
    currency: 'RUB',
    status: 'pending' as const,
    gatewayPaymentId: randomUUID(),
    confirmationUrl: 'https://yoomoney.ru/checkout/payments/v2/contract',
    expiresAt: DateTime.utc().plus({ hours: 1 }),
  }))
  .before('create', (_, payment) => {
    payment.bonus = bonusFor(payment.amount, paymentsConfig.bonusTiers)
  })
  .build()
