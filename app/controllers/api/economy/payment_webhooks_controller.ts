import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PaymentWebhookService from '#services/economy/payment_webhook_service'
import type { GatewayName } from '#domain/economy/payments'

/** `POST /api/payments/webhooks/{yookassa|cryptomus}`: the gateways' notifications. */
@inject()
export default class PaymentWebhooksController {
  constructor(private webhooks: PaymentWebhookService) {}

  async store({ request, params }: HttpContext) {
    const outcome = await this.webhooks.handle({
      gateway: params.gateway as GatewayName,
      rawBody: request.raw() ?? '',
      headers: request.headers() as Record<string, string | undefined>,
    })
    return { outcome }
  }
}
