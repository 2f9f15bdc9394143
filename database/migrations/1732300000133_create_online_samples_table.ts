import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Online history for the charts (#9). Raw samples, one per server per poll,
| are kept MONITORING_SAMPLE_DAYS days; hourly and daily aggregates (sum and
| count for the mean, and the peak) are kept for years. A daily bucket starts
| at local midnight (MONITORING_TIME_ZONE), stored as its UTC instant.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('online_samples', (table) => {
      table.bigIncrements('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('servers')
        .onDelete('CASCADE')
      table.timestamp('sampled_at').notNullable()
      table.integer('online').unsigned().notNullable()
      table.boolean('up').notNullable()
      table.index(['server_id', 'sampled_at'])
      table.index(['sampled_at'])
    })
    this.schema.createTable('online_aggregates', (table) => {
      table.bigIncrements('id')
      table
        .integer('server_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('servers')
        .onDelete('CASCADE')
      table.string('period', 8).notNullable()
      table.timestamp('starts_at').notNullable()
      table.integer('samples').unsigned().notNullable()
      table.bigint('online_sum').unsigned().notNullable()
      table.integer('online_max').unsigned().notNullable()
      table.unique(['server_id', 'period', 'starts_at'])
    })
  }

  async down() {
    this.schema.dropTable('online_aggregates')
    this.schema.dropTable('online_samples')
  }
}
