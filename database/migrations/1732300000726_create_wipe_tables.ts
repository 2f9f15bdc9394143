import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Wipes and refunds (issue #24, spec §4, §9): staff announce a wipe of a
| server; until it a player may get back, once per wipe, what the offer's
| terms allow of the spending on that server before it. The unique
| (player, wipe) refund and each purchase's refund_id make it once.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('wipes', (table) => {
      table.increments('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('servers.id')
        .onDelete('CASCADE')
      table.timestamp('wipe_at').notNullable()
      // The news post that announces it, if any.
      table
        .integer('document_id')
        .unsigned()
        .nullable()
        .references('documents.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['wipe_at'])
    })
    this.schema.createTable('wipe_refunds', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('wipe_id').unsigned().notNullable().references('wipes.id').onDelete('CASCADE')
      // Kopecks credited back to the balance.
      table.bigInteger('amount').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'wipe_id'])
    })
    this.schema.alterTable('store_purchases', (table) => {
      table
        .integer('refund_id')
        .unsigned()
        .nullable()
        .references('wipe_refunds.id')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('store_purchases', (table) => {
      table.dropForeign(['refund_id'])
      table.dropColumn('refund_id')
    })
    this.schema.dropTable('wipe_refunds')
    this.schema.dropTable('wipes')
  }
}
