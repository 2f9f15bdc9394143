import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Idempotency keys per player and route (issue #23 item 7): the key alone was
| the primary key, so a key one player used answered 409 to another. The table
| gets an id and a unique (player, scope, key); every old row is kept.
*/
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    if (this.db.dialect.name === 'mysql') {
      // One statement: existing rows get their ids, and no moment lacks a unique key.
      this.schema.raw(
        `ALTER TABLE idempotency_keys DROP PRIMARY KEY,
          ADD id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY FIRST,
          ADD UNIQUE idempotency_keys_user_id_scope_key_unique (user_id, scope, \`key\`)`
      )
      return
    }
    // SQLite cannot change a primary key: the rows move to a new table of the new shape.
    this.schema.renameTable(this.tableName, 'idempotency_keys_global')
    this.schema.createTable(this.tableName, (table) => {
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
    // A key several players used keeps its first row only: the old primary key allowed one.
    const firstRows = `SELECT first FROM (SELECT MIN(id) AS first FROM idempotency_keys GROUP BY \`key\`) AS firsts`
    if (this.db.dialect.name === 'mysql') {
      this.schema.raw(`DELETE FROM idempotency_keys WHERE id NOT IN (${firstRows})`)
      // The foreign key needs an index once the unique one is gone (MariaDB dropped its own).
      this.schema.raw(
        `ALTER TABLE idempotency_keys ADD INDEX idempotency_keys_user_id_index (user_id),
          DROP INDEX idempotency_keys_user_id_scope_key_unique,
          DROP PRIMARY KEY, DROP COLUMN id, ADD PRIMARY KEY (\`key\`)`
      )
      return
    }
    this.schema.renameTable(this.tableName, 'idempotency_keys_scoped')
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 36).primary()
      table.string('scope', 32).notNullable()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('request_hash', 64).notNullable()
      table.text('result').notNullable()
      table.timestamp('created_at').notNullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO idempotency_keys (${COLUMNS}) SELECT ${COLUMNS} FROM idempotency_keys_scoped
          WHERE id IN (${firstRows.replaceAll('idempotency_keys', 'idempotency_keys_scoped')})`
      )
    })
    this.schema.dropTable('idempotency_keys_scoped')
  }
}

const COLUMNS = '`key`, scope, user_id, request_hash, result, created_at'
