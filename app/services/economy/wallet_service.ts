import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Wallet from '#models/wallet'
import LedgerEntry, { type LedgerDetails } from '#models/ledger_entry'
import type User from '#models/user'
import InsufficientFundsException from '#exceptions/insufficient_funds_exception'
import IdempotencyKeyReusedException from '#exceptions/idempotency_key_reused_exception'
import WalletLimitException from '#exceptions/wallet_limit_exception'
import {
  HISTORY_PER_PAGE,
  MAX_WALLET_VALUE,
  type Currency,
  type LedgerReason,
  type ReferenceType,
} from '#domain/economy/ledger'
import { uniqueViolation } from '#data/database_errors'
import { sqlTime } from '#data/sql_time'

/** One change of one wallet: a signed amount of one currency, and why. */
export type Movement = {
  userId: number
  currency: Currency
  /** Signed, whole, non-zero: kopecks for rubles, coins for coins. */
  amount: number
  reason: LedgerReason
  referenceType: ReferenceType | null
  referenceId: string | null
  /** Unique across the ledger: the same key never moves money twice. */
  idempotencyKey: string
  details?: LedgerDetails
}

export type Applied = { entries: LedgerEntry[]; replayed: boolean }

export type Balances = { balance: number; coins: number }

const COLUMN: Record<Currency, 'balance' | 'coins'> = { rub: 'balance', coins: 'coins' }

/** SQLite's "database is locked" and MySQL's deadlock / lock wait: the transaction may run again. */
function isRetryable(error: unknown) {
  const code = (error as { code?: unknown })?.code
  return code === 'SQLITE_BUSY' || code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT'
}

/**
 * The wallets and their ledger (architecture "Data rules"): the only code
 * that writes `wallets` and `ledger_entries`. Every change is a ledger row
 * written in the same transaction as the balance, under a lock of the
 * wallet rows (docs/decisions.md "Wallet: one writer, row locks").
 */
export default class WalletService {
  /**
   * The player's balance (kopecks) and coins; zeros before the first movement. Every logged-in
   * page reads it, so as a plain row: no model, no date parsed (#29). MySQL answers BIGINT as text.
   */
  async balances(user: Pick<User, 'id'>, client?: QueryClientContract): Promise<Balances> {
    const wallet: { balance: number | string; coins: number | string } | null = await (client ?? db)
      .from('wallets')
      .where('user_id', user.id)
      .select('balance', 'coins')
      .first()
    return { balance: Number(wallet?.balance ?? 0), coins: Number(wallet?.coins ?? 0) }
  }

  /**
   * Applies movements all or nothing. A replay (every key already in the
   * ledger with the same movement) changes nothing and returns the first
   * rows. Throws InsufficientFundsException (a debit below zero),
   * WalletLimitException, IdempotencyKeyReusedException (a key reused for
   * another movement). Joins `trx` when given, else opens its own.
   */
  async apply(movements: Movement[], trx?: TransactionClientContract): Promise<Applied> {
    for (const movement of movements) {
      if (!Number.isSafeInteger(movement.amount) || movement.amount === 0) {
        throw new Error(`A movement must be a non-zero whole amount: ${movement.amount}`)
      }
    }
    const userIds = [...new Set(movements.map((movement) => movement.userId))].sort((a, b) => a - b)
    await this.ensureWallets(trx ?? db.connection(), userIds)
    if (trx) return this.applyLocked(trx, userIds, movements)

    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((client) => this.applyLocked(client, userIds, movements))
      } catch (error) {
        // A concurrent request with the same key won the race: answer as its replay.
        if (uniqueViolation(error) !== null) {
          const replay = await this.replay(db.connection(), movements)
          if (replay) return replay
        }
        if (!isRetryable(error) || attempt >= 3) throw error
      }
    }
  }

  /**
   * Takes the players' wallet rows for the rest of `trx`, for a caller that
   * must read its own rows (what the player holds) before it debits: every
   * other change of these wallets waits until `trx` ends.
   */
  async hold(trx: TransactionClientContract, userIds: number[]) {
    const sorted = [...new Set(userIds)].sort((a, b) => a - b)
    await this.ensureWallets(trx, sorted)
    await this.lock(trx, sorted)
  }

  /** One page of a player's ledger, newest first, optionally of one currency. */
  async history(
    user: Pick<User, 'id'>,
    currency: Currency | null,
    page = 1,
    perPage = HISTORY_PER_PAGE
  ) {
    return LedgerEntry.query()
      .where('user_id', user.id)
      .if(currency, (query) => query.where('currency', currency!))
      .orderBy('id', 'desc')
      .paginate(page, perPage)
  }

  /** A wallet row for each player, so the lock below always has rows to take. */
  private async ensureWallets(client: QueryClientContract, userIds: number[]) {
    await client
      .knexQuery()
      .table('wallets')
      .insert(
        userIds.map((userId) => ({ user_id: userId, balance: 0, coins: 0, updated_at: sqlTime() }))
      )
      .onConflict('user_id')
      // A no-op update, not IGNORE: MySQL's INSERT IGNORE takes a shared lock on an existing
      // row, and two transactions upgrading it to the row lock below would deadlock.
      .merge(['user_id'])
  }

  private async applyLocked(
    trx: TransactionClientContract,
    userIds: number[],
    movements: Movement[]
  ): Promise<Applied> {
    await this.lock(trx, userIds)

    const replay = await this.replay(trx, movements)
    if (replay) return replay

    const entries: LedgerEntry[] = []
    for (const movement of movements) {
      const column = COLUMN[movement.currency]
      // The guard is in the UPDATE itself: a balance can never go below zero or past the cap.
      const changed = await trx
        .from('wallets')
        .where('user_id', movement.userId)
        .where(column, '>=', Math.max(0, -movement.amount))
        .where(column, '<=', MAX_WALLET_VALUE - Math.max(0, movement.amount))
        .update({ [column]: trx.raw('?? + ?', [column, movement.amount]), updated_at: sqlTime() })
      if (Number(Array.isArray(changed) ? changed[0] : changed) !== 1) {
        throw movement.amount < 0
          ? new InsufficientFundsException(movement.currency)
          : new WalletLimitException()
      }
      const wallet = await Wallet.query({ client: trx })
        .where('user_id', movement.userId)
        .firstOrFail()
      entries.push(
        await LedgerEntry.create(
          {
            userId: movement.userId,
            currency: movement.currency,
            amount: movement.amount,
            balanceAfter: wallet[column],
            reason: movement.reason,
            referenceType: movement.referenceType,
            referenceId: movement.referenceId,
            idempotencyKey: movement.idempotencyKey,
            details: movement.details ?? null,
            createdAt: DateTime.utc(),
          },
          { client: trx }
        )
      )
    }
    return { entries, replayed: false }
  }

  /**
   * Takes the wallet rows before anything is read: `FOR UPDATE` in id order
   * on MySQL/MariaDB; on SQLite, which has no row locks, a write as the
   * transaction's first statement takes the database's write lock at once,
   * so no other writer can slip in between the read and the update.
   */
  private async lock(trx: TransactionClientContract, userIds: number[]) {
    if (trx.dialect.name === 'mysql') {
      await trx
        .from('wallets')
        .whereIn('user_id', userIds)
        .orderBy('user_id')
        .forUpdate()
        .select('user_id')
    } else {
      await trx.from('wallets').whereIn('user_id', userIds).update({ updated_at: sqlTime() })
    }
  }

  /** The earlier rows of these keys when all exist and match; null when none exists. */
  private async replay(
    client: QueryClientContract,
    movements: Movement[]
  ): Promise<Applied | null> {
    const keys = movements.map((movement) => movement.idempotencyKey)
    const existing = await LedgerEntry.query({ client }).whereIn('idempotency_key', keys)
    if (existing.length === 0) return null
    const byKey = new Map(existing.map((entry) => [entry.idempotencyKey, entry]))
    const entries = movements.map((movement) => {
      const entry = byKey.get(movement.idempotencyKey)
      const same =
        entry &&
        entry.userId === movement.userId &&
        entry.currency === movement.currency &&
        entry.amount === movement.amount &&
        entry.reason === movement.reason
      if (!same) throw new IdempotencyKeyReusedException()
      return entry
    })
    return { entries, replayed: true }
  }
}
