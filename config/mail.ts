import env from '#start/env'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { defineConfig, transports } from '@adonisjs/mail'
import { DevMailboxTransport } from '#mails/transports/dev_mailbox_transport'

const smtpHost = env.get('SMTP_HOST')
const smtpUser = env.get('SMTP_USERNAME')

/**
 * Outgoing mail (issue #4): SMTP when SMTP_HOST is set, otherwise the log
 * and the dev mailbox page (architecture brief: the embedded default needs
 * no external system).
 */
const mailConfig = defineConfig({
  default: smtpHost ? 'smtp' : 'dev_mailbox',

  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'noreply@technomagic.local'),
    name: env.get('MAIL_FROM_NAME', 'TechnoMagic'),
  },

  mailers: {
    smtp: transports.smtp({
      // Only used when SMTP_HOST is set (see `default`).
      host: smtpHost ?? 'localhost',
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: smtpUser
        ? { type: 'login', user: smtpUser, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
    // Settings read per letter (config/dev_mailbox.ts), so tests can point them elsewhere.
    dev_mailbox: () =>
      new DevMailboxTransport(
        () => app.config.get('dev_mailbox'),
        () => logger
      ),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
