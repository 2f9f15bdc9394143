import { BaseSchema } from '@adonisjs/lucid/schema'
import PlaytimeTotalService from '#services/players/playtime_total_service'

/*
| How many players of each playtime top hold each value bucket (app/domain/players/
| playtime_places.ts), so a place sums a few thousand counts instead of counting every player
| ahead in the top's index. Kept by PlaytimeTotalService in the transaction that writes
| player_playtime_totals; filled here from the totals already stored.
|
| measure: `seconds` or `days`; bucket: a seconds bucket, or the number of days; block: 0 for
| the whole bucket, n ≥ 1 for the players of a days value whose ids fall in id block n.
*/
export default class extends BaseSchema {
  protected tableName = 'player_playtime_counts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('scope', 7).notNullable()
      table.integer('server_id').unsigned().notNullable()
      table.string('measure', 7).notNullable()
      table.bigInteger('bucket').notNullable()
      table.integer('block').unsigned().notNullable()
      table.integer('players').notNullable()
      // A tie's id blocks: one value, the blocks in order.
      table.primary(['scope', 'server_id', 'measure', 'bucket', 'block'])
      // The buckets above a player's (block 0), read from the index alone.
      table.index(
        ['scope', 'server_id', 'measure', 'block', 'bucket', 'players'],
        'player_playtime_counts_by_block'
      )
    })
    this.defer(async (db) => {
      await new PlaytimeTotalService().rebuildCounts(db)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
