import { inject } from '@adonisjs/core'
import locks from '@adonisjs/lock/services/main'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import PlaytimeTotalService from '#services/players/playtime_total_service'

/**
 * Brings the playtime totals behind tops and profile places up to date (scheduled every
 * minute by start/queue.ts). The lock keeps two instances from moving the same players
 * between the place counts' buckets at once; a run that finds it taken leaves the work to the
 * one holding it.
 */
@inject()
export default class RefreshPlaytimeTotalsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'RefreshPlaytimeTotalsJob', queue: 'default' }

  constructor(private totals: PlaytimeTotalService) {
    super()
  }

  async execute() {
    const lock = locks.createLock('players:playtime-totals', '10m')
    if (!(await lock.acquireImmediately())) return
    try {
      await this.totals.refresh()
    } finally {
      await lock.release()
    }
  }
}
