import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'servers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Matches the servers document slug and the {server_name} route parameter.
      table.string('slug', 64).notNullable().unique()
      table.string('name', 64).notNullable()
      table.string('tagline_ru', 255).notNullable()
      table.string('tagline_en', 255).notNullable()
      table.string('game_version', 32).notNullable()
      table.boolean('pvp').notNullable().defaultTo(false)
      table.string('host', 255).nullable()
      table.integer('port').unsigned().nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
