import { test } from '@japa/runner'
import fc from 'fast-check'
import db from '@adonisjs/lucid/services/db'
import LedgerEntry from '#models/ledger_entry'
import type User from '#models/user'
import Wallet from '#models/wallet'
import WalletService from '#services/economy/wallet_service'
import TransferService from '#services/economy/transfer_service'
import AdjustmentService from '#services/economy/adjustment_service'
import PaymentSettlementService from '#services/economy/payment_settlement_service'
import PaymentGateways from '#clients/payment_gateways'
import Payment from '#models/payment'
import paymentsConfig from '#config/payments'
import { UserFactory } from '#database/factories/user_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import InsufficientFundsException from '#exceptions/insufficient_funds_exception'
import IdempotencyKeyReusedException from '#exceptions/idempotency_key_reused_exception'
import DomainException from '#exceptions/domain_exception'
import { freshDatabase, isolateDatabase } from '#tests/support/database'

const wallets = new WalletService()

/** Every wallet equals the sum of its ledger rows, per currency, and none is negative. */
async function assertLedgerMatches(assert: { equal: Function; isAtLeast: Function }) {
  const sums = await db
    .from('ledger_entries')
    .select('user_id', 'currency')
    .sum('amount as total')
    .groupBy('user_id', 'currency')
  const expected = new Map<string, number>()
  for (const row of sums) expected.set(`${row.user_id}:${row.currency}`, Number(row.total))
  for (const wallet of await Wallet.all()) {
    assert.equal(wallet.balance, expected.get(`${wallet.userId}:rub`) ?? 0)
    assert.equal(wallet.coins, expected.get(`${wallet.userId}:coins`) ?? 0)
    assert.isAtLeast(wallet.balance, 0)
    assert.isAtLeast(wallet.coins, 0)
  }
}

function credit(user: User, currency: 'rub' | 'coins', amount: number, key: string) {
  return wallets.apply([
    {
      userId: user.id,
      currency,
      amount,
      reason: 'adjustment',
      referenceType: 'adjustment',
      referenceId: key,
      idempotencyKey: key,
    },
  ])
}

test.group('Wallet service', (group) => {
  group.each.setup(isolateDatabase)

  test('writes the balance and a ledger row with the balance after it', async ({ assert }) => {
    const user = await UserFactory.create()
    await credit(user, 'rub', 1500, 'k1')
    const { entries } = await credit(user, 'rub', -500, 'k2')

    assert.deepEqual(await wallets.balances(user), { balance: 1000, coins: 0 })
    assert.equal(entries[0].balanceAfter, 1000)
    assert.equal(entries[0].amount, -500)
  })

  test('refuses a debit below zero and writes nothing', async ({ assert }) => {
    const user = await UserFactory.create()
    await credit(user, 'coins', 10, 'k1')
    await assert.rejects(() => credit(user, 'coins', -11, 'k2'), InsufficientFundsException)
    assert.deepEqual(await wallets.balances(user), { balance: 0, coins: 10 })
    assert.lengthOf(await LedgerEntry.query().where('user_id', user.id), 1)
  })

  test('a replayed key changes nothing and answers the first rows; another movement is refused', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const first = await credit(user, 'coins', 10, 'same')
    const again = await credit(user, 'coins', 10, 'same')

    assert.isTrue(again.replayed)
    assert.equal(again.entries[0].id, first.entries[0].id)
    const { coins } = await wallets.balances(user)
    assert.equal(coins, 10)
    await assert.rejects(() => credit(user, 'coins', 11, 'same'), IdempotencyKeyReusedException)
  })
})

test.group('Wallet ledger invariant (property)', (group) => {
  // Each run commits real rows, so it cleans up instead of wrapping a transaction.
  group.each.setup(freshDatabase)

  test('for random top-ups, transfers and adjustments every balance equals its ledger sum', async ({
    assert,
  }) => {
    const players = await UserFactory.createMany(3)
    const gateways = new PaymentGateways({
      ...paymentsConfig,
      yookassa: { apiUrl: 'http://127.0.0.1:1', shopId: null, secretKey: null },
      cryptomus: { apiUrl: 'http://127.0.0.1:1', merchantId: null, apiKey: null },
    })
    const settlement = new PaymentSettlementService(gateways, wallets)
    const transfers = new TransferService(wallets)
    const adjustments = new AdjustmentService(wallets)
    const staff = await UserFactory.create()
    const player = fc.integer({ min: 0, max: players.length - 1 })

    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('top_up' as const),
        to: player,
        amount: fc.integer({ min: 5000, max: 2_000_000 }),
      }),
      fc.record({
        kind: fc.constant('transfer' as const),
        from: player,
        to: player,
        amount: fc.integer({ min: 1, max: 500 }),
      }),
      fc.record({
        kind: fc.constant('adjust' as const),
        to: player,
        currency: fc.constantFrom('rub' as const, 'coins' as const),
        amount: fc.integer({ min: -3000, max: 3000 }).filter((value) => value !== 0),
      })
    )

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        for (const op of operations) {
          try {
            if (op.kind === 'top_up') {
              const payment = await PaymentFactory.merge({
                userId: players[op.to].id,
                amount: op.amount,
                status: 'pending',
              }).create()
              // The gateway confirms; a second confirmation must not credit again.
              const remote = {
                remoteId: payment.gatewayPaymentId!,
                status: 'succeeded' as const,
                amount: payment.amount,
                currency: payment.currency,
                orderId: payment.id,
              }
              await settlement.reconcile(payment, remote)
              const again = await Payment.findOrFail(payment.id)
              await settlement.reconcile(again, remote)
            } else if (op.kind === 'transfer') {
              await transfers.send({
                sender: players[op.from],
                login: players[op.to].nickname,
                amount: op.amount,
              })
            } else {
              await adjustments.create({
                staff,
                login: players[op.to].nickname,
                currency: op.currency,
                amount: op.amount,
                note: 'property test',
              })
            }
          } catch (error) {
            // Refusals (not enough coins, oneself) are part of the property: they must write nothing.
            if (!(error instanceof DomainException)) throw error
          }
        }
        await assertLedgerMatches(assert)
      }),
      { numRuns: 40 }
    )
    const credited = await Payment.query().where('status', 'succeeded').count('* as total')
    const topUps = await LedgerEntry.query().where('reason', 'top_up').count('* as total')
    assert.equal(Number(topUps[0].$extras.total), Number(credited[0].$extras.total))
  })
})
