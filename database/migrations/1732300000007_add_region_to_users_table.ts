import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      // spec §4: the account's region; `fixed` once the player chose it themselves.
      table.string('region', 16).nullable()
      table.boolean('region_fixed').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('region_fixed')
      table.dropColumn('region')
    })
  }
}
