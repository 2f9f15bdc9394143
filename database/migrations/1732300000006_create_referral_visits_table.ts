import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'referral_visits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('code', 64).notNullable()
      table.string('ip', 45).notNullable()
      table.string('user_agent', 500).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['code', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
