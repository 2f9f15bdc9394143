import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Playtime (seconds and days played) summed per player for the tops and the places on profiles (#13): one row per
| scope (`all`, or a UTC month `YYYY-MM`), server (0: all servers) and player, kept by
| PlaytimeTotalService from game_playtimes, so a top or a place reads an index, never the
| days (docs/decisions.md "Player tops: maintained playtime totals").
*/
export default class extends BaseSchema {
  protected tableName = 'player_playtime_totals'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('scope', 7).notNullable()
      // Not a foreign key: 0 stands for every server.
      table.integer('server_id').unsigned().notNullable()
      table
        .integer('game_player_id')
        .unsigned()
        .notNullable()
        .references('game_players.id')
        .onDelete('CASCADE')
      table.bigInteger('seconds').notNullable()
      // Days with any play ("online" top).
      table.integer('days').notNullable()
      table.primary(['scope', 'server_id', 'game_player_id'])
      // A top page and a place: the players of a scope and server by seconds, or by days.
      table.index(['scope', 'server_id', 'seconds', 'game_player_id'], 'player_totals_by_seconds')
      table.index(['scope', 'server_id', 'days', 'game_player_id'], 'player_totals_by_days')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
