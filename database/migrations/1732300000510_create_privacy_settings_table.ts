import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What a player hides from other players and guests (spec §7 `user/privacy`, #13): one row per
| player who ever changed it; no row means nothing is hidden. Owner and staff see everything
| (docs/decisions.md "Profile privacy").
*/
export default class extends BaseSchema {
  protected tableName = 'privacy_settings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.boolean('hide_statistics').notNullable().defaultTo(false)
      table.boolean('hide_friends').notNullable().defaultTo(false)
      table.boolean('hide_roles').notNullable().defaultTo(false)
      table.boolean('hide_online').notNullable().defaultTo(false)
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
