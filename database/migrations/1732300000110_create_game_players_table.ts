import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Players as the game servers name them (#9). A player is kept by nickname whether or not an
| account has it; `nickname_key` (lower-cased, as `users.nickname_key`) joins them to the
| account of the same nickname, so registering later needs no copy (docs/game-api.md).
*/
export default class extends BaseSchema {
  protected tableName = 'game_players'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The case the game last sent; the key decides identity.
      table.string('nickname', 16).notNullable()
      table.string('nickname_key', 16).notNullable().unique()
      table.string('uuid', 36).nullable()
      table.datetime('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
