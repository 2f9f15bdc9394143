import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Wallet from '#models/wallet'
import WalletService from '#services/economy/wallet_service'
import type { Currency } from '#domain/economy/ledger'

let seq = 0

/** Gives a player money through the wallet service (a staff adjustment row), as real code would. */
export async function fund(user: User, currency: Currency, amount: number) {
  seq += 1
  await new WalletService().apply([
    {
      userId: user.id,
      currency,
      amount,
      reason: 'adjustment',
      referenceType: 'adjustment',
      referenceId: `test-${seq}`,
      idempotencyKey: `test-fund:${user.id}:${Date.now()}:${seq}`,
    },
  ])
}

/** The player's wallet as stored ({0, 0} before the first movement). */
export async function walletOf(user: User) {
  const wallet = await Wallet.find(user.id)
  return { balance: wallet?.balance ?? 0, coins: wallet?.coins ?? 0 }
}

/** The sum of the player's ledger rows of a currency. */
export async function ledgerSum(user: User, currency: Currency) {
  const row = await db
    .from('ledger_entries')
    .where('user_id', user.id)
    .where('currency', currency)
    .sum('amount as total')
    .first()
  return Number(row?.total ?? 0)
}
