import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Runs of the scheduled jobs and the monitoring poller (issue #28): which
| instance ran what, when, how long and how it ended, for staff's operations
| page. Rows older than a day are dropped as new ones arrive.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('job_runs', (table) => {
      table.bigIncrements('id')
      table.string('job', 64).notNullable()
      table.enum('status', ['completed', 'failed', 'retrying']).notNullable()
      table.timestamp('started_at').notNullable()
      table.integer('duration_ms').unsigned().notNullable()
      table.string('instance', 128).notNullable()
      table.text('error').nullable()
      table.index(['job', 'started_at'])
    })
  }

  async down() {
    this.schema.dropTable('job_runs')
  }
}
