import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PaymentService from '#services/economy/payment_service'
import { createPaymentValidator } from '#validators/economy/payment'

/** spec §7 `GET pay` (show: methods, bonus tiers, bounds) and `POST pay` (store), the /pay page's twin. */
@inject()
export default class PaymentsController {
  constructor(private payments: PaymentService) {}

  async show() {
    return this.payments.options()
  }

  async store({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(createPaymentValidator)
    const payment = await this.payments.create({
      ...input,
      user: auth.getUserOrFail(),
      locale: i18n.locale,
    })
    return {
      paymentId: payment.id,
      confirmationUrl: payment.confirmationUrl,
      amount: payment.amount,
      bonus: payment.bonus,
    }
  }
}
