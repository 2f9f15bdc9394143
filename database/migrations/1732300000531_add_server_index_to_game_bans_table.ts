import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The ban list filtered by a server (#13) reads that server's bans newest first: an index range
| instead of sorting every ban of the network.
*/
export default class extends BaseSchema {
  protected tableName = 'game_bans'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['server_id', 'starts_at'], 'game_bans_by_server')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['server_id', 'starts_at'], 'game_bans_by_server')
    })
  }
}
