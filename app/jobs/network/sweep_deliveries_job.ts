import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import DeliveryService from '#services/network/delivery_service'

/**
 * Every minute (the `network:delivery-sweep` schedule of start/queue.ts):
 * RCON commands whose job was lost get a new one, so a crash between
 * queueing a command and dispatching its job loses nothing.
 */
@inject()
export default class SweepDeliveriesJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'SweepDeliveriesJob', queue: 'delivery' }

  constructor(private deliveries: DeliveryService) {
    super()
  }

  async execute() {
    const dispatched = await this.deliveries.redispatchStranded()
    if (dispatched > 0) logger.warn({ dispatched }, 'stranded RCON deliveries dispatched again')
  }
}
