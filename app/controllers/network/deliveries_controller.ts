import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DeliveryService from '#services/network/delivery_service'
import DeliveryCommandTransformer from '#transformers/network/delivery_command_transformer'
import { indexDeliveriesValidator } from '#validators/network/delivery'
import { DELIVERY_STATES } from '#domain/network/delivery_states'

/** Staff → deliveries (web.network.view): every outbox command, filtered by server and state. */
@inject()
export default class DeliveriesController {
  constructor(private deliveries: DeliveryService) {}

  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(indexDeliveriesValidator, {
      data: ctx.request.qs(),
    })
    const page = await this.deliveries.list(filters)
    return ctx.inertia.render('network/deliveries/index', {
      deliveries: DeliveryCommandTransformer.transform(page.all(), ctx.i18n.locale),
      filters: { server: filters.server ?? '', state: filters.state ?? '' },
      states: [...DELIVERY_STATES],
      pagination: { page: page.currentPage, lastPage: page.lastPage, total: page.total },
    })
  }
}
