import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import PaymentSettlementService from '#services/economy/payment_settlement_service'

/**
 * Every minute (start/queue.ts): payments stuck pending are read back from
 * their gateway and unpaid ones past their time expire (issue #11: peers'
 * players complain about payments stuck "pending"). Safe to run twice: every
 * transition is a conditional UPDATE.
 */
export default class RecheckPaymentsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'RecheckPaymentsJob', queue: 'default' }

  async execute() {
    const settlement = await app.container.make(PaymentSettlementService)
    const checked = await settlement.recheckStuck()
    if (checked > 0) logger.info({ checked }, 'stuck payments re-checked')
  }
}
