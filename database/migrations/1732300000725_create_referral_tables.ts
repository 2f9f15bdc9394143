import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Referrals (issue #24, spec §3, §9): every player's code, who invited whom
| (once), and one reward row per full hour a referral
| played: the unique (referral, hour) is what pays each hour once, however
| often and wherever the job runs.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('referral_code', 16).nullable().unique()
      table.integer('referrer_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('referred_at').nullable()
      table.index(['referrer_id'])
    })
    this.schema.createTable('referral_rewards', (table) => {
      table.bigIncrements('id')
      table
        .integer('referral_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table
        .integer('referrer_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      // The n-th full hour the referral played since being invited (1, 2, …).
      table.integer('hour').notNullable()
      // Coins paid for it: 0 when the referrer had not logged in for a week (spec §9).
      table.integer('amount').notNullable()
      table.timestamp('earned_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['referral_id', 'hour'])
      table.index(['referrer_id'])
    })
  }

  async down() {
    this.schema.dropTable('referral_rewards')
    this.schema.alterTable('users', (table) => {
      // MySQL keeps the index while a foreign key needs it: the key goes first.
      table.dropForeign(['referrer_id'])
      table.dropIndex(['referrer_id'])
      table.dropColumn('referred_at')
      table.dropColumn('referrer_id')
      table.dropUnique(['referral_code'])
      table.dropColumn('referral_code')
    })
  }
}
