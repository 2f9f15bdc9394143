import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two-factor confirmation through bots (issue #12):
 * - two_factor_links: the bot chat that confirms an account's logins (one per account);
 * - two_factor_enrollments: a one-time link command waiting to be sent to a bot;
 * - two_factor_challenges: a login waiting for the bot's confirm. Its status
 *   moves pending → confirmed | denied → completed by conditional UPDATEs,
 *   so concurrent confirms and completions open exactly one session;
 * - bot_messages: what a bot without a token would have sent (dev bot inbox).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('two_factor_links', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.string('bot', 16).notNullable()
      table.string('chat_id', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['bot', 'chat_id'])
    })
    this.schema.createTable('two_factor_enrollments', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.string('bot', 16).notNullable()
      table.string('code', 64).notNullable().unique()
      // Where the command was asked for: the history entry of the link names it.
      table.string('session_id', 36).nullable()
      table.string('ip', 45).notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('two_factor_challenges', (table) => {
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // SHA-256 of the secret the waiting client holds (API clients complete with it).
      table.string('secret_hash', 64).notNullable()
      table.string('status', 16).notNullable()
      table.string('source', 16).notNullable()
      table.string('browser', 500).notNullable()
      table.string('system', 500).notNullable()
      table.string('ip', 45).notNullable()
      table.string('session_id', 36).nullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'status'])
    })
    this.schema.createTable('bot_messages', (table) => {
      table.bigIncrements('id')
      table.string('bot', 16).notNullable()
      table.string('chat_id', 64).notNullable()
      table.text('text').notNullable()
      table.text('buttons').nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('bot_messages')
    this.schema.dropTable('two_factor_challenges')
    this.schema.dropTable('two_factor_enrollments')
    this.schema.dropTable('two_factor_links')
  }
}
