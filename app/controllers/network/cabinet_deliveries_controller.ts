import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DeliveryService from '#services/network/delivery_service'
import DeliveryCommandTransformer from '#transformers/network/delivery_command_transformer'
import { playerOf } from '#http/actor'

/** Cabinet → deliveries: the player's commands and their delivery state per server. */
@inject()
export default class CabinetDeliveriesController {
  constructor(private deliveries: DeliveryService) {}

  async index(ctx: HttpContext) {
    const { user } = playerOf(ctx)
    return ctx.inertia.render('network/cabinet_deliveries/index', {
      deliveries: DeliveryCommandTransformer.transform(
        await this.deliveries.listFor(user),
        ctx.i18n.locale
      ),
    })
  }
}
