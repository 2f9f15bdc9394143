import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Wallets and their append-only ledger (issue #11, architecture "Data rules").
 * The users table never had balance or coin columns, so there is nothing to
 * carry over: every player starts at zero, and a wallet row appears with the
 * first movement. Only the wallet service writes these two tables.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('wallets', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      // Rubles in kopecks (BIGINT): never floats.
      table.bigInteger('balance').notNullable().defaultTo(0)
      table.bigInteger('coins').notNullable().defaultTo(0)
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('ledger_entries', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('currency', 8).notNullable()
      // Signed: a credit is positive, a debit negative.
      table.bigInteger('amount').notNullable()
      table.bigInteger('balance_after').notNullable()
      table.string('reason', 32).notNullable()
      // What the row refers to: a payment, a transfer, a staff adjustment.
      table.string('reference_type', 32).nullable()
      table.string('reference_id', 64).nullable()
      table.string('idempotency_key', 128).notNullable().unique()
      table.json('details').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'currency', 'id'])
      table.index(['reference_type', 'reference_id'])
    })
  }

  async down() {
    this.schema.dropTable('ledger_entries')
    this.schema.dropTable('wallets')
  }
}
