import { inject } from '@adonisjs/core'
import locks from '@adonisjs/lock/services/main'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import ReferralService from '#services/economy/referral_service'

/**
 * Every few minutes (the `referrals:rewards` schedule of start/queue.ts):
 * referrers earn for their referrals' new full hours of play. The lock
 * spares a second instance the work; the unique (referral, hour) rows are
 * what pay each hour once, lock or not.
 */
@inject()
export default class PayReferralRewardsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'PayReferralRewardsJob', queue: 'default' }

  constructor(private referrals: ReferralService) {
    super()
  }

  async execute() {
    const lock = locks.createLock('referrals:rewards', '10m')
    if (!(await lock.acquireImmediately())) return
    try {
      await this.referrals.payHours()
    } finally {
      await lock.release()
    }
  }
}
