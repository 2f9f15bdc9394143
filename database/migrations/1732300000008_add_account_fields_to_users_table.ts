import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Nicknames and e-mails are unique ignoring case (issue #4). The display
 * nickname keeps its case; `nickname_key` holds the lower-cased copy so one
 * unique index enforces it on SQLite and MySQL alike. E-mails are stored
 * lower-cased, so their existing unique index suffices.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('nickname_key', 16).nullable()
      table.timestamp('email_verified_at').nullable()
    })
    this.defer(async (db) => {
      await db.from(this.tableName).update({ nickname_key: db.raw('LOWER(nickname)') })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['nickname_key'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['nickname_key'])
      table.dropColumn('nickname_key')
      table.dropColumn('email_verified_at')
    })
  }
}
