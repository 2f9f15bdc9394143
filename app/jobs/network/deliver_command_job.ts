import { inject } from '@adonisjs/core'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import RconDeliveryService from '#services/network/rcon_delivery_service'

export type DeliverCommandPayload = { commandId: string }

/**
 * Runs one outbox command over RCON. A failed attempt throws, and the
 * `delivery` queue retries it with exponential backoff (config/queue.ts);
 * out of retries, the command is marked failed for staff to retry.
 */
@inject()
export default class DeliverCommandJob extends Job<DeliverCommandPayload> {
  static options: JobOptions = { name: 'DeliverCommandJob', queue: 'delivery' }

  constructor(private rcon: RconDeliveryService) {
    super()
  }

  async execute() {
    await this.rcon.deliver(this.payload.commandId)
  }

  async failed(error: Error) {
    await this.rcon.giveUp(this.payload.commandId, error)
  }
}
