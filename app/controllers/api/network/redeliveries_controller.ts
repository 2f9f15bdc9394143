import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DeliveryService from '#services/network/delivery_service'
import DeliveryCommandTransformer from '#transformers/network/delivery_command_transformer'
import { apiSerializer } from '#http/api_serializer'
import { playerOf } from '#http/actor'

/** `POST user/deliveries/{id}/redeliver` (rate-limited): the same command id goes out again. */
@inject()
export default class RedeliveriesController {
  constructor(private deliveries: DeliveryService) {}

  async store(ctx: HttpContext) {
    const { user } = playerOf(ctx)
    const command = await this.deliveries.sendAgain(
      await this.deliveries.findFor(user, ctx.params.id)
    )
    await command.load('server')
    return apiSerializer.toJson(
      { delivery: DeliveryCommandTransformer.transform(command, ctx.i18n.locale) },
      ctx.containerResolver
    )
  }
}
