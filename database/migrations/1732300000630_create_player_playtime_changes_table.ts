import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The months whose playtime changed since the totals' last refresh (#29): the game API's ingest
| adds a row per player and month it books seconds into, in the same transaction, and the
| refresh rebuilds only those players' months, then deletes the rows it read (up to the
| highest id it saw, so a row added meanwhile waits for the next run). Duplicates are allowed:
| an insert never waits on another writer's row.
*/
export default class extends BaseSchema {
  protected tableName = 'player_playtime_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('game_player_id').unsigned().notNullable()
      table.string('scope', 7).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
