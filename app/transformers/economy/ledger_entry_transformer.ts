import { BaseTransformer } from '@adonisjs/core/transformers'
import type LedgerEntry from '#models/ledger_entry'

/**
 * One ledger row (spec §7 `GET user/history/money`, cabinet → transactions):
 * signed amount in kopecks or coins, the balance after it, why, and what it
 * refers to (a payment, a transfer and its other player, an adjustment).
 */
export default class LedgerEntryTransformer extends BaseTransformer<LedgerEntry> {
  toObject() {
    const details = this.resource.details ?? {}
    return {
      id: this.resource.id,
      currency: this.resource.currency,
      amount: this.resource.amount,
      balanceAfter: this.resource.balanceAfter,
      reason: this.resource.reason,
      reference: this.resource.referenceType
        ? { type: this.resource.referenceType, id: this.resource.referenceId! }
        : null,
      counterparty: typeof details.counterparty === 'string' ? details.counterparty : null,
      note: typeof details.note === 'string' ? details.note : null,
      createdAt: this.resource.createdAt.toUTC().toISO()!,
    }
  }
}
