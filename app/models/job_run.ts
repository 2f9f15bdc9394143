import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type JobRunStatus = 'completed' | 'failed' | 'retrying'

/** One run of a scheduled job or of the monitoring poller, on one instance. */
export default class JobRun extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare job: string

  @column()
  declare status: JobRunStatus

  @column.dateTime()
  declare startedAt: DateTime

  @column()
  declare durationMs: number

  @column()
  declare instance: string

  @column()
  declare error: string | null
}
