import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StatisticService from '#services/network/statistic_service'
import { showStatisticValidator } from '#validators/network/statistic'
import { sendWithEtag } from '#http/etag'

/** `GET server/statistics?server=&period=` (spec §7): online charts of a period. */
@inject()
export default class StatisticsController {
  constructor(private statistics: StatisticService) {}

  async show(ctx: HttpContext) {
    const { server, period } = await ctx.request.validateUsing(showStatisticValidator)
    return sendWithEtag(ctx, await this.statistics.online(period ?? 'day', server ?? null))
  }
}
