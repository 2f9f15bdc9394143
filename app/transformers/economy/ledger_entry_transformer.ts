import { BaseTransformer } from '@adonisjs/core/transformers'
import type LedgerEntry from '#models/ledger_entry'

/**
 * One ledger row (spec §7 `GET user/history/money`, cabinet → transactions):
 * signed amount in kopecks or coins, the balance after it, why, and what it
 * refers to (a payment, a transfer and its other player, an adjustment).
 */
export default class LedgerEntryTransformer extends BaseTransformer<LedgerEntry> {
  /** `locale`: the reader's language, for a note stored in both (`{ ru, en }`, the demo's). */
  constructor(
    resource: LedgerEntry,
    private locale: string | null = null
  ) {
    super(resource)
  }

  private note() {
    const note = this.resource.details?.note
    if (typeof note === 'string') return note
    if (typeof note !== 'object') return null
    return this.locale === 'en' ? note.en : note.ru
  }

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
      note: this.note(),
      createdAt: this.resource.createdAt.toUTC().toISO()!,
    }
  }
}
