import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Top-ups as a stored state machine (created → pending → succeeded |
 * canceled | expired) and the log of every webhook the gateways sent.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payments', (table) => {
      table.uuid('id').primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('gateway', 16).notNullable()
      table.string('method', 16).notNullable()
      table.bigInteger('amount').notNullable()
      table.bigInteger('bonus').notNullable()
      table.string('currency', 3).notNullable()
      table.string('status', 16).notNullable()
      table.string('gateway_payment_id', 64).nullable()
      table.text('confirmation_url').nullable()
      table.string('failure', 32).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('checked_at').nullable()
      table.timestamp('finished_at').nullable()
      table.unique(['gateway', 'gateway_payment_id'])
      table.index(['status', 'created_at'])
      table.index(['user_id', 'created_at'])
    })

    this.schema.createTable('payment_events', (table) => {
      table.bigIncrements('id')
      table.uuid('payment_id').nullable().references('payments.id').onDelete('CASCADE')
      table.string('gateway', 16).notNullable()
      table.string('source', 16).notNullable()
      table.string('claimed_status', 32).nullable()
      table.string('outcome', 32).notNullable()
      table.text('payload').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['payment_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('payment_events')
    this.schema.dropTable('payments')
  }
}
