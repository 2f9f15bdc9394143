import { inject } from '@adonisjs/core'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import PlaytimeTotalService from '#services/players/playtime_total_service'

/**
 * Brings the playtime totals behind tops and profile places up to date (scheduled every
 * minute by start/queue.ts). Running twice, or on two instances at once, writes the same values.
 */
@inject()
export default class RefreshPlaytimeTotalsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'RefreshPlaytimeTotalsJob', queue: 'default' }

  constructor(private totals: PlaytimeTotalService) {
    super()
  }

  async execute() {
    await this.totals.refresh()
  }
}
