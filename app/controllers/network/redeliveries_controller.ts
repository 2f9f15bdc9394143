import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DeliveryService from '#services/network/delivery_service'
import { playerOf } from '#http/actor'

/** Cabinet → deliveries → "deliver again" (rate-limited): the same command id goes out again. */
@inject()
export default class RedeliveriesController {
  constructor(private deliveries: DeliveryService) {}

  async store(ctx: HttpContext) {
    const { user } = playerOf(ctx)
    await this.deliveries.sendAgain(await this.deliveries.findFor(user, ctx.params.id))
    ctx.session.flash('success', 'network.cabinet_deliveries.sent_again')
    return ctx.response.redirect().toRoute('network.cabinet_deliveries.index', {
      lang: ctx.i18n.locale,
    })
  }
}
