import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * The local mailbox of the embedded default (README "Mail"): with no SMTP
 * server configured, letters are kept here and shown on the dev mailbox
 * page instead of being sent.
 */
const devMailboxConfig = {
  /** Never in production, and not when a real SMTP server receives the letters. */
  enabled: !app.inProduction && !env.get('SMTP_HOST'),
  directory: app.tmpPath('mailbox'),
  /** Only the newest letters are kept. */
  keep: 50,
}

export default devMailboxConfig
