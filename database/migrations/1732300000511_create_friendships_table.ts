import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Friends and friend requests (spec §2 profile friends, §3, #13): one row per pair of players,
| keyed by the lower and the higher user id, so a request and its crossing twin (B asks A while
| A asks B) or a double click can never make two rows; `requester_id` says who asked, `status`
| whether the other accepted.
*/
export default class extends BaseSchema {
  protected tableName = 'friendships'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('low_user_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table
        .integer('high_user_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.integer('requester_id').unsigned().notNullable()
      table.string('status', 8).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('accepted_at').nullable()
      table.primary(['low_user_id', 'high_user_id'])
      // A player's friends and requests where they are the higher id (the key covers the lower).
      table.index(['high_user_id', 'status'], 'friendships_by_high_user')
      table.index(['low_user_id', 'status'], 'friendships_by_low_user')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
