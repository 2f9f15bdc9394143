import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OperationService from '#services/platform/operation_service'
import ScheduledJobTransformer from '#transformers/platform/scheduled_job_transformer'
import OutboxOverviewTransformer from '#transformers/platform/outbox_overview_transformer'

/** Staff → operations (web.ops.view): scheduled jobs' runs and the outbox's backlog. */
@inject()
export default class OperationsController {
  constructor(private operations: OperationService) {}

  async index({ inertia }: HttpContext) {
    const [jobs, outbox] = await Promise.all([
      this.operations.scheduledJobs(),
      this.operations.outbox(),
    ])
    return inertia.render('platform/operations/index', {
      jobs: ScheduledJobTransformer.transform(jobs),
      outbox: OutboxOverviewTransformer.transform(outbox),
    })
  }
}
