import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DeliveryService from '#services/network/delivery_service'

/** Staff → deliveries → retry: the command goes out again under its id. */
@inject()
export default class DeliveryRetriesController {
  constructor(private deliveries: DeliveryService) {}

  async store({ params, session, response }: HttpContext) {
    await this.deliveries.sendAgain(await this.deliveries.find(params.id))
    session.flash('success', 'network.deliveries.retried')
    return response.redirect().back()
  }
}
