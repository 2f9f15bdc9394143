import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MailboxMessage, MailboxSummary } from '#mails/dev_mailbox'

/** A letter of the dev mailbox: its envelope in the list, with its bodies when opened. */
export default class DevMailTransformer extends BaseTransformer<
  MailboxSummary & Partial<Pick<MailboxMessage, 'html' | 'text'>>
> {
  toObject() {
    const { id, from, to, subject, sentAt } = this.resource
    return { id, from, to, subject, sentAt }
  }

  toDetailed() {
    return {
      ...this.toObject(),
      html: this.resource.html ?? null,
      text: this.resource.text ?? null,
    }
  }
}
