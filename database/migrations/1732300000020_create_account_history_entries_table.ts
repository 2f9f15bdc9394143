import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'account_history_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // spec §7: GET user/history filters by these targets.
      table.enum('target', ['mail', 'password', '2fa']).notNullable()
      table.string('action', 64).notNullable()
      // The session the change was made from; kept when that session row goes.
      table.string('session_id', 36).nullable().references('user_sessions.id').onDelete('SET NULL')
      table.string('ip', 45).notNullable()
      table.text('details').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'target', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
