import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScheduledJobOverview } from '#services/platform/operation_service'

/** A scheduled job on the operations page: its period, next run and latest runs. */
export default class ScheduledJobTransformer extends BaseTransformer<ScheduledJobOverview> {
  toObject() {
    const job = this.resource
    return {
      id: job.id,
      job: job.job,
      every: job.every,
      nextRunAt: job.nextRunAt?.toUTC().toISO() ?? null,
      failures: job.failures,
      runs: job.runs.map((run) => ({
        id: run.id,
        status: run.status,
        startedAt: run.startedAt.toUTC().toISO()!,
        durationMs: run.durationMs,
        instance: run.instance,
        error: run.error,
      })),
    }
  }
}
