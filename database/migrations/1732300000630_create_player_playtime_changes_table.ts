import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The months whose playtime changed since the totals' last refresh (#29): the game API's ingest
| adds a row per player and month it books seconds into, in the same transaction, and the
| refresh rebuilds only those players' months, then deletes the rows it read (up to the
| highest id it saw, so a row added meanwhile waits for the next run). Duplicates are allowed:
| an insert never waits on another writer's row.
|
| The refresh reads a few players' totals at a time, by player: an index that starts with the
| player (the primary key starts with the scope and the server, so those reads scanned a whole
| month, or every month for the all-time sums).
*/
export default class extends BaseSchema {
  protected tableName = 'player_playtime_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('game_player_id').unsigned().notNullable()
      table.string('scope', 7).notNullable()
    })
    this.schema.alterTable('player_playtime_totals', (table) => {
      table.index(['game_player_id', 'scope'], 'player_totals_by_player')
    })
  }

  async down() {
    // MariaDB serves the player's foreign key from this index once it exists: give it its own first.
    this.schema.alterTable('player_playtime_totals', (table) => {
      table.index(['game_player_id'])
      table.dropIndex(['game_player_id', 'scope'], 'player_totals_by_player')
    })
    this.schema.dropTable(this.tableName)
  }
}
