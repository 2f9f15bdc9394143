import { BaseTransformer } from '@adonisjs/core/transformers'
import type AccountHistoryEntry from '#models/account_history_entry'

/**
 * One change of the account history (spec §7 `GET user/history`): what
 * changed, when, from where (the entry's IP) and from which session — null
 * when it was made without one (a reset link) or that session row is gone.
 */
export default class AccountHistoryEntryTransformer extends BaseTransformer<AccountHistoryEntry> {
  toObject() {
    const session = this.resource.session
    return {
      id: this.resource.id,
      target: this.resource.target,
      action: this.resource.action,
      ip: this.resource.ip,
      details: this.resource.details ?? {},
      createdAt: this.resource.createdAt.toUTC().toISO()!,
      session: session
        ? {
            id: session.id,
            source: session.source,
            browser: session.browser,
            system: session.system,
            ip: session.ip,
          }
        : null,
    }
  }
}
