import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What the monitoring poller last saw of each server (#9): up or down, online,
| max, version, latency, tps. One row per server, rewritten every poll.
*/
export default class extends BaseSchema {
  protected tableName = 'server_statuses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('server_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('servers')
        .onDelete('CASCADE')
      table.boolean('up').notNullable()
      table.integer('online').unsigned().notNullable()
      table.integer('max_players').unsigned().notNullable()
      table.string('version', 64).nullable()
      table.integer('latency_ms').unsigned().nullable()
      table.decimal('tps', 4, 1).notNullable()
      table.timestamp('checked_at').notNullable()
      // When `up` last changed.
      table.timestamp('changed_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
