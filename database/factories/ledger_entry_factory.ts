import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import LedgerEntry from '#models/ledger_entry'

/**
 * A ledger row as history pages read it; `userId` must be merged in. Tests
 * that check balances move money through the wallet service instead.
 */
export const LedgerEntryFactory = factory
  .define(LedgerEntry, () => ({
    currency: 'coins' as const,
    amount: 100,
    balanceAfter: 100,
    reason: 'adjustment' as const,
    referenceType: 'adjustment' as const,
    referenceId: randomUUID(),
    idempotencyKey: `test:${randomUUID()}`,
    details: null,
    createdAt: DateTime.utc().startOf('second'),
  }))
  .build()
