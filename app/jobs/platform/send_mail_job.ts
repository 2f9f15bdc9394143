import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { MailersList, MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

export type SendMailPayload = {
  mailer: keyof MailersList
  /** The compiled letter (`mail.sendLater` builds it before queueing). */
  mail: { message: NodeMailerMessage; views: MessageBodyTemplates }
  sendConfig?: unknown
}

/**
 * A letter queued by `mail.sendLater` (start/queue.ts), sent by a worker.
 * At least once: a crash after the SMTP server took the letter but before
 * the job was marked done sends it again (docs/decisions.md "Background work").
 */
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = { name: 'SendMailJob', queue: 'mail' }

  async execute() {
    const { mailer, mail: letter, sendConfig } = this.payload
    await mail.use(mailer).sendCompiled(letter, sendConfig)
  }

  /** Out of retries: nothing else would leave a trace of the lost letter. */
  async failed(error: Error) {
    const to = this.payload.mail.message.to
    logger.error({ err: error, to }, 'a queued letter could not be sent')
  }
}
