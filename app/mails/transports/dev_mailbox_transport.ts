import { randomUUID } from 'node:crypto'
import type { Logger } from '@adonisjs/core/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'
import { DevMailbox } from '#mails/dev_mailbox'

export type DevMailboxSettings = { enabled: boolean; directory: string; keep: number }

function address(recipient: Recipient) {
  return typeof recipient === 'string' ? recipient : recipient.address
}

function display(recipient: Recipient) {
  return typeof recipient === 'string' ? recipient : `${recipient.name} <${recipient.address}>`
}

/** Rendered bodies are strings; anything else (a stream, a file) is not shown. */
function body(content: NodeMailerMessage['html']) {
  return typeof content === 'string' ? content : null
}

/**
 * The transport of the embedded default, used when no SMTP_HOST is set
 * (architecture brief: every external system optional). A transport rather
 * than a check in each service, so the services send exactly as in
 * production and only config/mail.ts decides where letters go: into the log
 * and the dev mailbox page outside production; in production only a
 * warning, since a letter's links would let a log reader into accounts.
 */
export class DevMailboxTransport implements MailTransportContract {
  constructor(
    private settings: () => DevMailboxSettings,
    private logger: () => Logger
  ) {}

  async send(message: NodeMailerMessage) {
    const { enabled, directory, keep } = this.settings()
    const from = message.from ? address(message.from) : ''
    const to = (message.to ?? []).map(address)
    const subject = String(message.subject ?? '')

    if (enabled) {
      await new DevMailbox(directory, keep).save({
        from: message.from ? display(message.from) : '',
        to: (message.to ?? []).map(display),
        subject,
        html: body(message.html),
        text: body(message.text),
      })
      this.logger().info(
        { to, subject },
        `mail kept in the dev mailbox (no SMTP_HOST):\n${body(message.text) ?? ''}`
      )
    } else {
      this.logger().warn({ to, subject }, 'mail not sent: SMTP_HOST is not configured')
    }
    return new MailResponse(`<${randomUUID()}@dev-mailbox>`, { from, to }, {})
  }
}
