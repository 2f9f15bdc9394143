import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // design api.md: the client's UUID; written in the same transaction as the change it names.
      table.string('key', 36).primary()
      table.string('scope', 32).notNullable()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // SHA-256 of the request's validated body: the same key with another body is a conflict.
      table.string('request_hash', 64).notNullable()
      table.text('result').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
