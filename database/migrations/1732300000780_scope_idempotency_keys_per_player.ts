import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Idempotency keys per player and route (issue #23 item 7): the key alone was
| the primary key, so a key one player used answered 409 to another. Rows move
| to a table whose unique key is (player, scope, key); every old row is kept.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.renameTable('idempotency_keys', 'idempotency_keys_global')
    if (this.db.dialect.name === 'mysql') {
      // MySQL names constraints per database: the new table's foreign key takes this name.
      this.schema.alterTable('idempotency_keys_global', (table) => table.dropForeign(['user_id']))
    }
    this.schema.createTable('idempotency_keys', (table) => {
      table.increments('id')
      // design api.md: the client's UUID; written in the same transaction as the change it names.
      table.string('key', 36).notNullable()
      table.string('scope', 32).notNullable()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // SHA-256 of the request's scope and validated body: another body is a conflict.
      table.string('request_hash', 64).notNullable()
      table.text('result').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'scope', 'key'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO idempotency_keys (${COLUMNS}) SELECT ${COLUMNS} FROM idempotency_keys_global`
      )
    })
    this.schema.dropTable('idempotency_keys_global')
  }

  async down() {
    this.schema.renameTable('idempotency_keys', 'idempotency_keys_scoped')
    if (this.db.dialect.name === 'mysql') {
      this.schema.alterTable('idempotency_keys_scoped', (table) => table.dropForeign(['user_id']))
    }
    this.schema.createTable('idempotency_keys', (table) => {
      table.string('key', 36).primary()
      table.string('scope', 32).notNullable()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('request_hash', 64).notNullable()
      table.text('result').notNullable()
      table.timestamp('created_at').notNullable()
    })
    // A key shared by several players keeps its first row only: the old table allowed one.
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO idempotency_keys (${COLUMNS}) SELECT ${COLUMNS} FROM idempotency_keys_scoped
         WHERE id IN (SELECT MIN(id) FROM idempotency_keys_scoped GROUP BY \`key\`)`
      )
    })
    this.schema.dropTable('idempotency_keys_scoped')
  }
}

const COLUMNS = '`key`, scope, user_id, request_hash, result, created_at'
