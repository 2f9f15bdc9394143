import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Delivery labels in the reader's language (issue #14): an area may store a
| translation key and its parameters (a parameter may carry both languages,
| `{"ru": …, "en": …}`) beside the plain label, which stays for the console
| and for rows written before.
*/
export default class extends BaseSchema {
  protected tableName = 'delivery_commands'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('label_key', 100).nullable()
      table.text('label_params').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('label_key')
      table.dropColumn('label_params')
    })
  }
}
