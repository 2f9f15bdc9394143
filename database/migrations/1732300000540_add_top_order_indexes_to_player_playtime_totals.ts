import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A top lists the players by seconds (or days) descending and, on a tie, by player id
| ascending. An index of both columns ascending cannot give that mixed order, so MariaDB sorted
| every player of the scope for each page (seconds at 240 000 players, `npm run bench:players`).
| These indexes hold the top's order; they serve the places' counts as well, so they replace the
| ascending ones.
*/
const INDEXES = [
  { name: 'player_totals_top_by_seconds', old: 'player_totals_by_seconds', column: 'seconds' },
  { name: 'player_totals_top_by_days', old: 'player_totals_by_days', column: 'days' },
]

export default class extends BaseSchema {
  protected tableName = 'player_playtime_totals'

  async up() {
    for (const index of INDEXES) {
      this.schema.raw(
        `CREATE INDEX ${index.name} ON ${this.tableName} (scope, server_id, ${index.column} DESC, game_player_id)`
      )
      this.schema.alterTable(this.tableName, (table) => {
        table.dropIndex([], index.old)
      })
    }
  }

  async down() {
    for (const index of INDEXES) {
      this.schema.alterTable(this.tableName, (table) => {
        table.index(['scope', 'server_id', index.column, 'game_player_id'], index.old)
      })
      this.schema.raw(
        this.db.dialect.name === 'mysql'
          ? `DROP INDEX ${index.name} ON ${this.tableName}`
          : `DROP INDEX ${index.name}`
      )
    }
  }
}
