import { inject } from '@adonisjs/core'
import locks from '@adonisjs/lock/services/main'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import StoreGrantService from '#services/economy/store_grant_service'

/**
 * Every minute (the `store:role-expiry` schedule of start/queue.ts): timed
 * roles whose time is up end and their removal goes out. The lock keeps two
 * instances from expiring the same batch at once; each grant still ends by a
 * conditional UPDATE, so a run after a crash or a restart ends each once.
 */
@inject()
export default class ExpireStoreRolesJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'ExpireStoreRolesJob', queue: 'default' }

  constructor(private grants: StoreGrantService) {
    super()
  }

  async execute() {
    const lock = locks.createLock('store:role-expiry', '5m')
    if (!(await lock.acquireImmediately())) return
    try {
      await this.grants.expireDue()
    } finally {
      await lock.release()
    }
  }
}
