import { DateTime } from 'luxon'
import JobRun, { type JobRunStatus } from '#models/job_run'
import { INSTANCE } from '#data/instance'
import { sqlTime } from '#data/sql_time'

/** The monitoring poller's rounds in the log (MonitoringPollerService). */
export const POLLER_JOB = 'MonitoringPoller'

/** How long runs are kept: the operations page's window. */
const KEPT_HOURS = 24

export type JobRunRecord = {
  job: string
  status: JobRunStatus
  durationMs: number
  error?: unknown
}

/** The run log of scheduled work (issue #28): written by every instance, read by staff. */
export default class JobRunService {
  /** Records a run that just ended, and drops this job's runs older than the window. */
  async record(run: JobRunRecord) {
    const endedAt = DateTime.utc()
    await JobRun.create({
      job: run.job,
      status: run.status,
      durationMs: Math.round(run.durationMs),
      startedAt: endedAt.minus({ milliseconds: run.durationMs }),
      instance: INSTANCE,
      error: run.error === undefined ? null : String(run.error).slice(0, 2000),
    })
    await JobRun.query()
      .where('job', run.job)
      .where('started_at', '<', sqlTime(endedAt.minus({ hours: KEPT_HOURS })))
      .delete()
  }

  /** The latest runs of `job`, newest first, and its failed runs in the window. */
  async summary(job: string, latest = 5) {
    const [runs, failed] = await Promise.all([
      JobRun.query().where('job', job).orderBy('started_at', 'desc').limit(latest),
      JobRun.query()
        .where('job', job)
        .whereNot('status', 'completed')
        .where('started_at', '>=', sqlTime(DateTime.utc().minus({ hours: KEPT_HOURS })))
        .count('* as total')
        .first(),
    ])
    return { runs, failures: Number(failed?.$extras.total ?? 0) }
  }
}
