import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The coins top and a player's place in it (#13) read the wallets by coins, richest first, ties
| by user id: this index keeps both an index range, never a scan of every wallet. The columns
| carry the top's own directions (SQLite, MySQL 8, MariaDB 10.8+ keep them), so the mixed
| `coins desc, user_id asc` order reads the index as it lies instead of sorting every wallet.
*/
export default class extends BaseSchema {
  protected tableName = 'wallets'

  async up() {
    this.schema.raw('create index wallets_by_coins on wallets (coins desc, user_id asc)')
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['coins', 'user_id'], 'wallets_by_coins')
    })
  }
}
