import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Access tokens of the old site (spec §4): a cached legacy login plus
 * access token is exchanged once for a new session. Only a SHA-256 hash of
 * each token is kept; `exchanged_at` marks the one permitted use.
 */
export default class extends BaseSchema {
  protected tableName = 'legacy_access_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('token_hash', 64).notNullable()
      table.timestamp('exchanged_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'token_hash'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
