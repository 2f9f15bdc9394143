import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| How a server takes its commands (docs/decisions.md "Delivery outbox"):
| `plugin` pulls them over the game API, `rcon` gets them over Source RCON.
| Explicit, so a plugin that is briefly silent never flips a server to RCON.
*/
export default class extends BaseSchema {
  protected tableName = 'servers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.enum('delivery_transport', ['plugin', 'rcon']).notNullable().defaultTo('plugin')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('delivery_transport')
    })
  }
}
