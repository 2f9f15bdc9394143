import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Staff edit kits and compared features (issue #14): both are hidden, never
| deleted, so a kit players claimed and a feature roles list keep their rows.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('store_kits', (table) => {
      table.boolean('enabled').notNullable().defaultTo(true)
    })
    this.schema.alterTable('store_features', (table) => {
      table.boolean('enabled').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable('store_kits', (table) => {
      table.dropColumn('enabled')
    })
    this.schema.alterTable('store_features', (table) => {
      table.dropColumn('enabled')
    })
  }
}
