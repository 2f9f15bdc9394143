import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MonitoringService from '#services/network/monitoring_service'
import { sendWithEtag } from '#http/etag'

/** `GET server/monitoring` (spec §3 Monitoring, §7): polled by every open tab every 5 s. */
@inject()
export default class MonitoringController {
  constructor(private monitoring: MonitoringService) {}

  async show(ctx: HttpContext) {
    return sendWithEtag(ctx, await this.monitoring.monitoring())
  }
}
