import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The e-mail change in progress of each player (spec §4), at most one:
 * whether the current address was confirmed, the new address, and the
 * last code sent (a keyed hash of it, where it went, when, and the wrong
 * tries so far).
 */
export default class extends BaseSchema {
  protected tableName = 'email_change_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('users.id')
        .onDelete('CASCADE')
      table.timestamp('current_confirmed_at').nullable()
      table.string('new_email', 254).nullable()
      table.enum('code_target', ['current', 'new']).nullable()
      table.string('code_hash', 64).nullable()
      table.timestamp('code_sent_at').nullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
