import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Password reset links (spec §4): single-use, expiring. Only a SHA-256 hash
 * of each token is kept; `used_at` is set by one conditional UPDATE, so a
 * link used many times at once changes the password once.
 */
export default class extends BaseSchema {
  protected tableName = 'password_reset_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'used_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
