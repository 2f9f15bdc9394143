import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The last heartbeat of each game server (game-api.md `POST heartbeat`): one row per server,
| replaced by every heartbeat. Monitoring reads `tps` from it (20 when it is older than 60 s).
*/
export default class extends BaseSchema {
  protected tableName = 'server_heartbeats'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .primary()
        .references('servers.id')
        .onDelete('CASCADE')
      table.decimal('tps', 5, 2).notNullable()
      table.integer('max_players').unsigned().notNullable()
      table.integer('online_count').unsigned().notNullable()
      // JSON array of the nicknames listed, as sent.
      table.text('online', 'mediumtext').notNullable()
      table.datetime('received_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
