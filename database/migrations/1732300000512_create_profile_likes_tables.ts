import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Profile likes (spec §7 `POST user/profile/like`, §2 top likes, #13): one row per player per
| liked profile, and each profile's count kept beside them in the same transaction, so the
| likes top and a profile's place read an index, never count the likes (docs/decisions.md
| "Profile likes and the likes top").
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('profile_likes', (table) => {
      table
        .integer('profile_user_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.primary(['profile_user_id', 'user_id'])
      table.index(['user_id'], 'profile_likes_by_liker')
    })
    this.schema.createTable('profile_like_totals', (table) => {
      table.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE')
      table.integer('likes').notNullable()
      // The likes top and a place: profiles by likes, ties by the older account.
      table.index(['likes', 'user_id'], 'profile_like_totals_by_likes')
    })
  }

  async down() {
    this.schema.dropTable('profile_like_totals')
    this.schema.dropTable('profile_likes')
  }
}
