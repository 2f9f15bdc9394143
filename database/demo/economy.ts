import { DateTime } from 'luxon'
import Payment from '#models/payment'
import User from '#models/user'
import PaymentGateways from '#clients/payment_gateways'
import PaymentSettlementService from '#services/economy/payment_settlement_service'
import TransferService from '#services/economy/transfer_service'
import WalletService from '#services/economy/wallet_service'
import StaffService from '#services/accounts/staff_service'
import paymentsConfig from '#config/payments'
import { bonusFor } from '#domain/economy/bonus_tiers'
import { DEMO_STAFF } from '#database/demo/accounts'
import { dateLedger } from '#database/demo/dated'
import { sqlTime } from '#data/sql_time'

/**
 * Top-ups already paid, per demo player (kopecks), weeks after registering and before the
 * purchases (purchases.ts); fixed ids make the seed safe to run again.
 */
const DEMO_TOP_UPS = [
  {
    id: '9d0b1c52-0d4f-4a53-8c53-5d0f7a1b0001',
    nickname: 'Kirito_92',
    method: 'card',
    amount: 3_000_00,
    daysAgo: 40,
  },
  {
    id: '9d0b1c52-0d4f-4a53-8c53-5d0f7a1b0002',
    nickname: 'Megumin',
    method: 'sbp',
    amount: 1_000_00,
    daysAgo: 20,
  },
  {
    id: '9d0b1c52-0d4f-4a53-8c53-5d0f7a1b0003',
    nickname: 'Senku',
    method: 'crypto',
    amount: 10_000_00,
    daysAgo: 30,
  },
  {
    id: '9d0b1c52-0d4f-4a53-8c53-5d0f7a1b0004',
    nickname: 'Sora',
    method: 'card',
    amount: 1_500_00,
    daysAgo: 25,
  },
] as const

/** Coins granted by the administration (daily bonuses and events come later). */
const DEMO_COINS = {
  Kirito_92: 1_250,
  Megumin: 480,
  RemRam: 2_000,
  Senku: 90,
  Nezuko: 300,
  Sora: 5_000,
}

const DEMO_TRANSFERS = [
  { key: 'demo-transfer-1', from: 'Kirito_92', to: 'Megumin', amount: 150, daysAgo: 35 },
  { key: 'demo-transfer-2', from: 'RemRam', to: 'Kirito_92', amount: 400, daysAgo: 28 },
  { key: 'demo-transfer-3', from: 'Megumin', to: 'Nezuko', amount: 60, daysAgo: 10 },
]

async function player(nickname: string) {
  return User.query().where('nickname_key', nickname.toLowerCase()).firstOrFail()
}

/**
 * Economy demo data: balances and a history for the demo players, made the
 * way real ones are (through the wallet, payment and transfer services), and
 * the demo staff member may see payments and adjust wallets. Safe to run
 * again: every movement has a fixed idempotency key.
 */
export async function seedEconomy() {
  const wallets = new WalletService()
  const settlement = new PaymentSettlementService(new PaymentGateways(), wallets)
  const transfers = new TransferService(wallets)

  const now = DateTime.utc().startOf('second')
  for (const [nickname, coins] of Object.entries(DEMO_COINS)) {
    const user = await player(nickname)
    await wallets.apply([
      {
        userId: user.id,
        currency: 'coins',
        amount: coins,
        reason: 'adjustment',
        referenceType: 'adjustment',
        referenceId: `demo-coins-${user.id}`,
        idempotencyKey: `demo:coins:${user.id}`,
        details: {
          note: { ru: 'Подарок за регистрацию', en: 'Welcome gift' },
          staff: DEMO_STAFF.nickname,
        },
      },
    ])
    await dateLedger('adjustment', `demo-coins-${user.id}`, user.createdAt.plus({ minutes: 10 }))
  }

  // In the order they happened, so each wallet's ledger runs in time as in id.
  const timeline = [
    ...DEMO_TOP_UPS.map((topUp) => ({ daysAgo: topUp.daysAgo, topUp, transfer: null })),
    ...DEMO_TRANSFERS.map((transfer) => ({ daysAgo: transfer.daysAgo, topUp: null, transfer })),
  ].sort((a, b) => b.daysAgo - a.daysAgo)
  for (const { topUp, transfer } of timeline) {
    if (topUp) {
      const user = await player(topUp.nickname)
      const paidAt = now.minus({ days: topUp.daysAgo, hours: 5 })
      const payment =
        (await Payment.find(topUp.id)) ??
        (await Payment.create({
          id: topUp.id,
          userId: user.id,
          gateway: topUp.method === 'crypto' ? 'cryptomus' : 'yookassa',
          method: topUp.method,
          amount: topUp.amount,
          bonus: bonusFor(topUp.amount, paymentsConfig.bonusTiers),
          currency: paymentsConfig.currency,
          status: 'pending',
          gatewayPaymentId: `demo-${topUp.id}`,
          expiresAt: DateTime.utc().plus({ hours: 1 }),
        }))
      // As if the gateway's API had confirmed it: credited once, whatever the runs.
      await settlement.reconcile(payment, {
        remoteId: payment.gatewayPaymentId!,
        status: 'succeeded',
        amount: payment.amount,
        currency: payment.currency,
        orderId: payment.id,
      })
      await Payment.query()
        .where('id', payment.id)
        .update({
          created_at: sqlTime(paidAt.minus({ minutes: 2 })),
          updated_at: sqlTime(paidAt),
          expires_at: sqlTime(paidAt.plus({ hours: 1 })),
          finished_at: sqlTime(paidAt),
        })
      await dateLedger('payment', payment.id, paidAt)
    }
    if (transfer) {
      const sent = await transfers.send({
        sender: await player(transfer.from),
        login: transfer.to,
        amount: transfer.amount,
        idempotencyKey: transfer.key,
      })
      await dateLedger('transfer', sent.id, now.minus({ days: transfer.daysAgo, hours: 3 }))
    }
  }

  await new StaffService().grant({
    nickname: DEMO_STAFF.nickname,
    paths: ['web.economy.view', 'web.economy.adjust', 'web.store.edit'],
    group: 'economy',
  })
}
