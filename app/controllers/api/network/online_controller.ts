import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MonitoringService from '#services/network/monitoring_service'
import { sendWithEtag } from '#http/etag'

/** `GET server/online` (spec §7): players online now, in all and per server. */
@inject()
export default class OnlineController {
  constructor(private monitoring: MonitoringService) {}

  async show(ctx: HttpContext) {
    const { servers, records } = await this.monitoring.snapshot()
    const perServer = Object.fromEntries(
      Object.entries(servers).map(([slug, status]) => [slug, status.online])
    )
    return sendWithEtag(ctx, { online: records.onlineCurrent, servers: perServer })
  }
}
