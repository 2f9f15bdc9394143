import { inject } from '@adonisjs/core'
import { Schedule } from '@adonisjs/queue'
import { DateTime } from 'luxon'
import type JobRun from '#models/job_run'
import DeliveryCommand from '#models/delivery_command'
import monitoringConfig from '#config/monitoring'
import { SCHEDULES } from '#jobs/schedules'
import JobRunService, { POLLER_JOB } from '#services/platform/job_run_service'

export type ScheduledJobOverview = {
  id: string
  job: string
  every: string
  nextRunAt: DateTime | null
  runs: JobRun[]
  failures: number
}

export type OutboxOverview = { backlog: number; oldestAt: DateTime | null; failed: number }

/** What staff's operations page shows (web.ops.view): scheduled work and the outbox. */
@inject()
export default class OperationService {
  constructor(private runs: JobRunService) {}

  async scheduledJobs(): Promise<ScheduledJobOverview[]> {
    // The queue's store knows the next run; the `sync` driver (tests) keeps no schedules.
    const schedules = await Schedule.list()
    const stored = new Map(schedules.map((schedule) => [schedule.id, schedule]))
    const jobs = [
      ...SCHEDULES.map(({ id, job, every }) => ({
        id,
        job: job.options.name ?? job.name,
        every: String(every),
        nextRunAt: stored.get(id)?.nextRunAt ?? null,
      })),
      {
        id: 'network:monitoring-poller',
        job: POLLER_JOB,
        every: `${monitoringConfig.intervalMs / 1000}s`,
        nextRunAt: null,
      },
    ]
    return Promise.all(
      jobs.map(async ({ nextRunAt, ...job }) => {
        const { runs, failures } = await this.runs.summary(job.job)
        const next = nextRunAt
          ? DateTime.fromJSDate(nextRunAt)
          : job.job === POLLER_JOB && runs[0]
            ? runs[0].startedAt.plus({ milliseconds: monitoringConfig.intervalMs })
            : null
        return { ...job, nextRunAt: next, runs, failures }
      })
    )
  }

  /** Commands not yet done or failed, and the oldest of them. */
  async outbox(): Promise<OutboxOverview> {
    const [pending, failed] = await Promise.all([
      DeliveryCommand.query()
        .whereIn('state', ['queued', 'waiting_for_player', 'sent'])
        .count('* as total')
        .min('created_at as oldest')
        .first(),
      DeliveryCommand.query().where('state', 'failed').count('* as total').first(),
    ])
    // SQLite answers the UTC text Lucid wrote, mysql2 a Date.
    const oldest: string | Date | null = pending?.$extras.oldest ?? null
    return {
      backlog: Number(pending?.$extras.total ?? 0),
      oldestAt:
        oldest === null
          ? null
          : typeof oldest === 'string'
            ? DateTime.fromSQL(oldest, { zone: 'utc' })
            : DateTime.fromJSDate(oldest).toUTC(),
      failed: Number(failed?.$extras.total ?? 0),
    }
  }
}
