import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Online records (spec §3 Monitoring): the day's peak and the all-time peak with
| the time each was reached, for the whole network (`scope` = 'network') and
| each server ('server:<id>'). `day` is the local date (MONITORING_TIME_ZONE)
| the day's peak belongs to; a poll on a later date starts it again.
*/
export default class extends BaseSchema {
  protected tableName = 'online_records'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('scope', 32).notNullable().primary()
      table.string('day', 10).notNullable()
      table.integer('online_day').unsigned().notNullable()
      table.timestamp('time_online_day').notNullable()
      table.integer('online_max').unsigned().notNullable()
      table.timestamp('time_online_max').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
