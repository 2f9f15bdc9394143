import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Daily bonus claims (issue #24): one row per player and bonus day, the
| unique pair is the "once a day" however many claims race.
*/
export default class extends BaseSchema {
  protected tableName = 'bonus_claims'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.date('bonus_day').notNullable()
      table.integer('amount').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'bonus_day'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
