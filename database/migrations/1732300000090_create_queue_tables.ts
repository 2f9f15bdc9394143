import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/**
 * Jobs and schedules of the database queue (config/queue.ts), created by the
 * queue library so their columns always match what its adapter queries.
 */
export default class extends BaseSchema {
  async up() {
    const schema = new QueueSchemaService(this.db.getWriteClient())
    await schema.createJobsTable('queue_jobs')
    await schema.createSchedulesTable('queue_schedules')
  }

  async down() {
    const schema = new QueueSchemaService(this.db.getWriteClient())
    await schema.dropSchedulesTable('queue_schedules')
    await schema.dropJobsTable('queue_jobs')
  }
}
