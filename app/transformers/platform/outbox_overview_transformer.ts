import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OutboxOverview } from '#services/platform/operation_service'

/** The delivery outbox on the operations page: its backlog and oldest waiting command. */
export default class OutboxOverviewTransformer extends BaseTransformer<OutboxOverview> {
  toObject() {
    const outbox = this.resource
    return {
      backlog: outbox.backlog,
      oldestAt: outbox.oldestAt?.toUTC().toISO() ?? null,
      failed: outbox.failed,
    }
  }
}
