import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace referrals:pay`: one run of the referral rewards (what the
 * scheduled job does, without its lock), for operators and for the test
 * that runs it in two processes at once.
 */
export default class ReferralsPay extends BaseCommand {
  static commandName = 'referrals:pay'
  static description = 'Pay referrers for the new full hours their referrals played'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: ReferralService } = await import('#services/economy/referral_service')
    const service = await this.app.container.make(ReferralService)
    this.logger.info(`recorded ${await service.payHours()} hours`)
  }
}
