import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'user_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // Public, random access id: the row is found by it, the token is checked by hash.
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.enum('source', ['site', 'launcher', 'game']).notNullable()
      table.string('token_hash', 64).notNullable()
      table.string('browser', 500).notNullable()
      table.string('system', 500).notNullable()
      table.string('ip', 45).notNullable()
      table.timestamp('last_used_at').notNullable()
      table.timestamp('terminated_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'terminated_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
