import app from '@adonisjs/core/services/app'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { DevMailbox } from '#mails/dev_mailbox'
import type { DevMailboxSettings } from '#mails/transports/dev_mailbox_transport'

/**
 * The letters of the embedded default (config/dev_mailbox.ts): readable
 * only outside production and only while no SMTP server is configured;
 * otherwise the mailbox does not exist (404).
 */
export default class DevMailboxService {
  get enabled() {
    return this.settings().enabled
  }

  /** How many of the newest letters are kept. */
  get keep() {
    return this.settings().keep
  }

  /** Newest first. Throws E_ROW_NOT_FOUND (404) when the mailbox is off. */
  async list() {
    return this.mailbox().list()
  }

  /** One letter. Throws E_ROW_NOT_FOUND (404) for an unknown one or when the mailbox is off. */
  async find(id: string) {
    const message = await this.mailbox().find(id)
    if (!message) throw new lucidErrors.E_ROW_NOT_FOUND()
    return message
  }

  // Read per call, so tests can switch the mailbox on with app.config.set().
  private settings() {
    return app.config.get<DevMailboxSettings>('dev_mailbox')
  }

  private mailbox() {
    const { enabled, directory, keep } = this.settings()
    if (!enabled) throw new lucidErrors.E_ROW_NOT_FOUND()
    return new DevMailbox(directory, keep)
  }
}
