import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'redirect_rules'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('from_path', 191).notNullable().unique()
      // A path on this site or an absolute http(s) URL.
      table.string('target', 2048).notNullable()
      table.smallint('status_code').notNullable().defaultTo(302)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
